import { autoUpdate, computePosition, flip, offset, shift } from "@floating-ui/dom";
import { useLocation, useNavigate, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { OnboardingStep } from "~/utils/domain";
import { rememberCompleted, type TutorialDetail } from "~/utils/tutorials";

/** Spec section 9: advance 300 ms after Try it now's click, 500 ms after a step's navigation. */
const AFTER_CLICK_MS = 300;
const AFTER_NAVIGATION_MS = 500;
/** How long a step waits for its target to appear on the screen (a slow page) before it shows unanchored. */
const TARGET_WAIT_MS = 5000;
const NARROW = "(max-width: 639px)";
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

type Change = { kind: "start" } | { kind: "step"; step: number } | { kind: "complete" };

/** The reports sent so far: each waits for the one before, so the server gets them in order. */
let reported: Promise<unknown> = Promise.resolve();

/** Tells the server where the user is; the tour goes on if it cannot (progress is best effort). */
function report(id: string, change: Change) {
  reported = reported.then(() =>
    fetch(`/api/tutorials/${encodeURIComponent(id)}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(change),
    }).catch(() => null),
  );
  return reported;
}

/** Whether the browser is at a step's screen: its path, and any query the route names. */
function isAt(route: string, location: { pathname: string; search: string }) {
  const [pathname, search = ""] = route.split("?");
  if (pathname !== location.pathname) return false;
  const here = new URLSearchParams(location.search);
  return [...new URLSearchParams(search)].every(([key, value]) => here.get(key) === value);
}

/** Whether the user is in a field (typing, choosing): the tour never takes the focus from there. */
function inField(element: Element | null = document.activeElement) {
  return (
    element instanceof HTMLElement &&
    (element.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName))
  );
}

/** Calls `go` now, or once the user has left the field they are in (for an automatic start). */
function outOfField(go: () => void) {
  if (!inField()) {
    go();
    return () => {};
  }
  const left = (event: FocusEvent) => {
    if (inField(event.relatedTarget as Element | null)) return;
    document.removeEventListener("focusout", left);
    go();
  };
  document.addEventListener("focusout", left);
  return () => document.removeEventListener("focusout", left);
}

function useMedia(query: string) {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}

/**
 * The guided tour (spec sections 2, 4 and 9; issue 14): a 320 px card beside each step's target,
 * placed by Floating UI on the step's side and flipped or shifted to stay on screen, a bottom sheet
 * on narrow screens. A labelled non-modal dialog: focus moves to it and back where it was at the
 * end, Escape skips, each step is announced ("Step 2 of 8: …") and the target is outlined, not
 * covered or hidden. Previous, Next (Complete on the last step), Skip, and Try it now on a
 * click step. Loaded only when a tour starts (tour-launcher.tsx).
 */
export default function GuidedTour({
  id,
  auto,
  onEnd,
}: {
  id: string;
  /** Started by itself after sign-in: goes ahead only if not completed and on the first screen. */
  auto: boolean;
  onEnd: () => void;
}) {
  const [tutorial, setTutorial] = useState<TutorialDetail | null>(null);
  const [index, setIndex] = useState(0);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<Element | null>(null);
  /** Set when the tour itself has just moved the browser (Try it now, a next route). */
  const moved = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const location = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const narrow = useMedia(NARROW);
  const reducedMotion = useMedia(REDUCED_MOTION);
  const step: OnboardingStep | undefined = tutorial?.steps[index];
  const last = tutorial ? index === tutorial.steps.length - 1 : false;

  // Loads the steps and the user's record. An automatic start goes ahead once per flow: not when
  // the user has started it before (and left it), skipped or completed it; and it waits until the
  // user is out of the field they are typing in.
  useEffect(() => {
    let live = true;
    let stopWaiting = () => {};
    fetch(`/api/tutorials/${encodeURIComponent(id)}`, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((data: { tutorial?: TutorialDetail } | null) => {
        if (!live) return;
        const found = data?.tutorial;
        if (!found || found.steps.length === 0) return onEnd();
        const show = () => {
          returnFocus.current = document.activeElement;
          setTutorial(found);
        };
        if (!auto) return show();
        if (found.status !== "not_started") {
          if (found.status === "completed") rememberCompleted(found.id);
          return onEnd();
        }
        if (!isAt(found.steps[0]!.route, window.location)) return onEnd();
        stopWaiting = outOfField(() => {
          if (!live) return;
          void report(found.id, { kind: "start" });
          show();
        });
      })
      .catch(() => live && onEnd());
    return () => {
      live = false;
      stopWaiting();
      clearTimeout(timer.current);
    };
    // The tour is for one id; a new start mounts a new tour.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new step on another screen: go there (unless the tour has just moved the browser itself).
  useEffect(() => {
    if (!step) return;
    if (moved.current) moved.current = false;
    else if (!isAt(step.route, window.location)) navigate(step.route);
    // Only a change of step moves the browser, never the user's own navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  // Finds the step's target on the screen as it is now.
  useEffect(() => {
    if (!step) return;
    setTarget(null);
    let waited = 0;
    const find = () => {
      const element = document.querySelector<HTMLElement>(step.target);
      if (element || waited >= TARGET_WAIT_MS) {
        setTarget(element);
        return;
      }
      waited += 100;
      poll = setTimeout(find, 100);
    };
    let poll = setTimeout(find, 0);
    return () => clearTimeout(poll);
  }, [step, location.key]);

  // Outlines the target and brings it into view, without hiding it from anyone.
  useEffect(() => {
    if (!target) return;
    target.setAttribute("data-tour-target", "");
    target.scrollIntoView({ block: "center", behavior: reducedMotion ? "auto" : "smooth" });
    return () => target.removeAttribute("data-tour-target");
  }, [target, reducedMotion]);

  // Places the card beside the target, and keeps it there as the page scrolls or resizes.
  useEffect(() => {
    const element = card.current;
    if (!element || !target || !step || narrow) return;
    return autoUpdate(target, element, () => {
      void computePosition(target, element, {
        placement: step.position,
        strategy: "fixed",
        middleware: [offset(12), flip(), shift({ padding: 8 })],
      }).then(({ x, y }) => {
        element.style.left = `${x}px`;
        element.style.top = `${y}px`;
      });
    });
  }, [target, step, narrow]);

  // Focus goes to the card when it opens, and whenever the focused button leaves it; never from a
  // field the user is in.
  useEffect(() => {
    if (step && card.current && !card.current.contains(document.activeElement) && !inField()) {
      card.current.focus();
    }
  }, [step, target]);

  const end = useCallback(() => {
    clearTimeout(timer.current);
    rememberCompleted(id);
    // Once stored, what the page shows (the Help dialog's Completed, opened meanwhile) is read again.
    void report(id, { kind: "complete" }).then(() => revalidate());
    onEnd();
    const back = returnFocus.current;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  }, [id, onEnd, revalidate]);

  const goTo = useCallback(
    (next: number) => {
      if (!tutorial) return;
      if (next >= tutorial.steps.length) return end();
      setIndex(next);
      void report(id, { kind: "step", step: next });
    },
    [tutorial, id, end],
  );

  // Escape skips, wherever focus is.
  useEffect(() => {
    if (!tutorial) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) end();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [tutorial, end]);

  if (!tutorial || !step) return null;

  const next = () => {
    if (step.nextRoute && !last) {
      moved.current = true;
      navigate(step.nextRoute);
      timer.current = setTimeout(() => goTo(index + 1), AFTER_NAVIGATION_MS);
    } else goTo(index + 1);
  };
  const tryIt = () => {
    if (!target) return;
    if (step.nextRoute) moved.current = true;
    target.click();
    timer.current = setTimeout(() => goTo(index + 1), AFTER_CLICK_MS);
  };
  const anchored = Boolean(target) && !narrow;

  return (
    <div
      ref={card}
      role="dialog"
      aria-modal="false"
      aria-label={`Guided tour: ${tutorial.title}`}
      aria-describedby="tour-step-description"
      tabIndex={-1}
      className={`fixed z-50 border border-line bg-white p-4 text-ink shadow-lg focus:outline-none focus-visible:outline focus-visible:outline-2 focus-visible:outline-focus ${
        anchored
          ? "left-0 top-0 w-80 rounded-card"
          : "inset-x-0 bottom-0 w-full rounded-t-card sm:bottom-4 sm:left-auto sm:right-4 sm:w-80 sm:rounded-card"
      }`}
    >
      <p role="status" className="text-xs font-medium text-ink-muted">
        Step {index + 1} of {tutorial.steps.length}
        <span className="sr-only">: {step.title}</span>
      </p>
      <h2 className="mt-1 font-semibold">{step.title}</h2>
      <p id="tour-step-description" className="mt-1 text-sm">
        {step.description}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={index === 0}
          onClick={() => goTo(index - 1)}
        >
          Previous
        </Button>
        {step.action === "click" && target ? (
          <Button type="button" size="sm" variant="secondary" onClick={tryIt}>
            Try it now
          </Button>
        ) : null}
        <Button type="button" size="sm" onClick={next}>
          {last ? "Complete" : "Next"}
        </Button>
        <Button type="button" size="sm" variant="quiet" className="ml-auto" onClick={end}>
          Skip
        </Button>
      </div>
    </div>
  );
}
