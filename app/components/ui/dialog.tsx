import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * A dialog that is URL state (`?dialog=...`). The server renders it open, as a plain dialog over
 * the page, so it works without JavaScript; its Close link goes to `closeTo`. With JavaScript it
 * becomes modal (focus kept inside, the page behind inert), Escape closes it, and focus goes back
 * to the link that opened it (marked `data-opens={id}`).
 */
export function UrlDialog({
  id,
  title,
  closeTo,
  children,
}: {
  id: string;
  title: string;
  closeTo: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const titleId = `${id}-title`;

  useEffect(() => {
    const dialog = ref.current;
    if (!hydrated || !dialog) return;
    if (!dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
      dialog.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select")?.focus();
    }
    const onCancel = (event: Event) => {
      event.preventDefault();
      navigate(closeTo, { preventScrollReset: true });
    };
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, [hydrated, closeTo, navigate]);

  useEffect(
    () => () => {
      // After the dialog has gone, back to where the user was.
      requestAnimationFrame(() => {
        document.querySelector<HTMLElement>(`[data-opens="${id}"]`)?.focus();
      });
    },
    [id],
  );

  return (
    <>
      <div aria-hidden="true" className="fixed inset-0 z-40 bg-slate-900/50" />
      <dialog
        ref={ref}
        id={id}
        open
        aria-labelledby={titleId}
        className="fixed inset-0 z-50 m-auto h-fit max-h-[90vh] w-[min(32rem,calc(100%-2rem))] overflow-y-auto rounded-lg border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          <Link
            to={closeTo}
            preventScrollReset
            className="rounded px-2 py-1 text-sm font-medium text-slate-700 underline hover:bg-slate-100"
          >
            Close
          </Link>
        </div>
        {children}
      </dialog>
    </>
  );
}
