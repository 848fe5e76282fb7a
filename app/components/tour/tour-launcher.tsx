import { useLocation, useNavigate } from "@remix-run/react";
import { Suspense, lazy, useEffect, useState } from "react";
import { ONBOARDING_FLOW, TOUR_PARAM, completedFlows } from "~/utils/tutorials";

// The tour's code (and the positioning library) comes only when a tour starts.
const GuidedTour = lazy(() => import("./guided-tour"));

const AUTOSTART_MS = 1000;

/**
 * Starts a guided tour (issue 14): the one a Start or Replay asked for (`?tour={id}`, which it
 * takes out of the address), or the role's onboarding flow about a second after a page loads
 * while it is not completed in this browser. Renders nothing until then; the tour itself decides,
 * with the server's record, whether an automatic start goes ahead (once per flow, never from a
 * field the user is typing in).
 */
export function TourLauncher({ user }: { user: { id: number; role: string } | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [tour, setTour] = useState<{ id: string; auto: boolean; key: number } | null>(null);
  const requested = user ? new URLSearchParams(location.search).get(TOUR_PARAM) : null;

  useEffect(() => {
    if (!requested) return;
    setTour({ id: requested, auto: false, key: Date.now() });
    const params = new URLSearchParams(location.search);
    params.delete(TOUR_PARAM);
    const search = params.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ""}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
    });
    // Only a new request starts a tour.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested]);

  const flow = user ? ONBOARDING_FLOW[user.role] : undefined;
  useEffect(() => {
    if (!flow || completedFlows().includes(flow)) return;
    const timer = setTimeout(
      () => setTour((current) => current ?? { id: flow, auto: true, key: Date.now() }),
      AUTOSTART_MS,
    );
    return () => clearTimeout(timer);
  }, [flow, user?.id]);

  if (!tour || !user) return null;
  return (
    <Suspense fallback={null}>
      <GuidedTour key={tour.key} id={tour.id} auto={tour.auto} onEnd={() => setTour(null)} />
    </Suspense>
  );
}
