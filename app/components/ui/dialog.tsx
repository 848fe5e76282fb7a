import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { InModalDialog } from "./dialog-context";

const FIRST_FIELD = "input:not([type=hidden]):not([disabled]), select, textarea";
const TABBABLE =
  "a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

const sizes = { md: "max-w-lg", lg: "max-w-2xl" } as const;
const backdrop = "fixed inset-0 z-40 overflow-y-auto bg-slate-900/50 p-4";
const panel =
  "mx-auto my-8 w-full rounded-card border border-line bg-white p-6 text-ink shadow-xl focus:outline-none";
const plainPanel = "mx-auto my-8 w-full rounded-card border border-line bg-white p-6 text-ink";

/**
 * The one dialog. It is URL state (`?dialog=...`): the server renders it open as a plain dialog
 * over the page, so it works without JavaScript, and `closeTo` is where its Close link goes. Once
 * hydrated it is modal (focus moves inside and stays there, the page behind is inert and does not
 * scroll, Escape or a click outside closes it by going to `closeTo`), and when it closes, focus
 * returns to the control that opened it, marked `data-opens={id}`.
 */
export function Dialog({
  id,
  title,
  closeTo,
  closeLink = true,
  size = "md",
  startAtField = false,
  modalOnlyWithJavaScript = false,
  children,
}: {
  id: string;
  title: string;
  /** The page without the dialog: where Close, Escape and a click outside go. */
  closeTo: string;
  /** A Close link in the corner; off when the dialog's own form has a Cancel. */
  closeLink?: boolean;
  size?: keyof typeof sizes;
  /** Once hydrated, focus starts at the first field of the dialog's form (else at the dialog). */
  startAtField?: boolean;
  /**
   * Without JavaScript, a plain section of the page (a region named by its title) rather than a
   * modal dialog that hides the rest of the page from a screen reader; a dialog once JavaScript
   * runs. Its content stays mounted across the switch, so what was typed before stays.
   */
  modalOnlyWithJavaScript?: boolean;
  children: ReactNode;
}) {
  // Modal from the first render, or (modalOnlyWithJavaScript) once the page's JavaScript runs.
  const [modal, setModal] = useState(!modalOnlyWithJavaScript);
  useEffect(() => setModal(true), []);
  const navigate = useNavigate();
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;
  const close = useRef(() => {});
  close.current = () => navigate(closeTo, { replace: true, preventScrollReset: true });

  useEffect(() => {
    const outside = backdropRef.current;
    const dialog = panelRef.current;
    if (!modal || !outside || !dialog) return;
    const releasePage = holdPage(outside);
    const field = startAtField ? dialog.querySelector<HTMLElement>(FIRST_FIELD) : null;
    // Focus already inside stays (a refused form's error summary, which took it as the page loaded).
    if (!dialog.contains(document.activeElement)) (field || dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close.current();
      } else if (event.key === "Tab") {
        keepTabInside(event, dialog);
      }
    };
    // A click on the backdrop that also started there (not a text selection dragged out of a field).
    let pressedOutside = false;
    const onPointerDown = (event: PointerEvent) => (pressedOutside = event.target === outside);
    const onClick = (event: MouseEvent) => {
      if (pressedOutside && event.target === outside) close.current();
    };
    document.addEventListener("keydown", onKeyDown);
    outside.addEventListener("pointerdown", onPointerDown);
    outside.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      outside.removeEventListener("pointerdown", onPointerDown);
      outside.removeEventListener("click", onClick);
      releasePage();
      // After the dialog has gone, back to where the user was (unless another dialog took its place).
      requestAnimationFrame(() => {
        if (document.querySelector('[role="dialog"]')) return;
        document.querySelector<HTMLElement>(`[data-opens="${id}"]`)?.focus();
      });
    };
  }, [id, startAtField, modal]);

  return (
    <div ref={backdropRef} className={modal ? backdrop : undefined}>
      <div
        ref={panelRef}
        id={id}
        // A dialog whether or not it is modal yet (page-error-summary.tsx looks for it).
        data-dialog=""
        role={modal ? "dialog" : "region"}
        aria-modal={modal ? "true" : undefined}
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${modal ? panel : plainPanel} ${sizes[size]}`}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          {closeLink ? (
            <Link
              to={closeTo}
              replace
              preventScrollReset
              className="rounded-control px-2 py-1 text-sm font-medium text-slate-700 underline hover:bg-slate-100"
            >
              Close
            </Link>
          ) : null}
        </div>
        <InModalDialog.Provider value={!modalOnlyWithJavaScript}>{children}</InModalDialog.Provider>
      </div>
    </div>
  );
}

/**
 * While a dialog is open, the page's content around it is inert (no focus, no clicks, hidden from
 * assistive technology) and does not scroll, with the scrollbar's width kept so nothing shifts.
 * The header and the toast region (F8) stay reachable. Returns what undoes it.
 */
function holdPage(dialog: Element): () => void {
  const inert: Element[] = [];
  let node = dialog;
  while (node.parentElement && node.parentElement !== document.body) {
    const parent: Element = node.parentElement;
    for (const sibling of parent.children) {
      if (sibling !== node && !sibling.hasAttribute("inert")) {
        sibling.setAttribute("inert", "");
        inert.push(sibling);
      }
    }
    node = parent;
  }
  const root = document.documentElement;
  const { overflow, paddingRight } = root.style;
  root.style.paddingRight = `${window.innerWidth - root.clientWidth}px`;
  root.style.overflow = "hidden";
  return () => {
    inert.forEach((element) => element.removeAttribute("inert"));
    Object.assign(root.style, { overflow, paddingRight });
  };
}

/** Tab and Shift+Tab go round the dialog's controls instead of leaving it. */
function keepTabInside(event: KeyboardEvent, dialog: HTMLElement) {
  const controls = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (control) => control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  const current = document.activeElement;
  const wrapTo = !first
    ? dialog
    : event.shiftKey
      ? current === first || current === dialog
        ? last
        : null
      : current === last
        ? first
        : null;
  if (wrapTo) {
    event.preventDefault();
    wrapTo.focus();
  }
}
