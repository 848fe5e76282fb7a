import { Dialog as ModalDialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { Link, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { readTyped, writeTyped, type Typed } from "~/utils/typed-fields";
import { useHydrated } from "~/utils/use-hydrated";

const FIRST_FIELD = "input:not([type=hidden]):not([disabled]), select, textarea";

const sizes = { md: "max-w-lg", lg: "max-w-2xl" } as const;
const backdrop = "fixed inset-0 z-40 overflow-y-auto bg-slate-900/50 p-4";
const panel = "mx-auto my-8 w-full rounded-card border border-line bg-white p-6 text-ink shadow-xl";

/**
 * The one dialog. It is URL state (`?dialog=...`): the server renders it open as a plain dialog
 * over the page, so it works without JavaScript, and `closeTo` is where its Close link goes. Once
 * hydrated, Headless UI makes it modal (focus moves inside and stays there, Escape closes it by
 * going to `closeTo`), and when it closes, focus returns to the control that opened it, marked
 * `data-opens={id}`.
 */
export function Dialog({
  id,
  title,
  closeTo,
  closeLink = true,
  size = "md",
  startAtField = false,
  children,
}: {
  id: string;
  title: string;
  /** The page without the dialog: where Close, Escape and a click outside go. */
  closeTo: string;
  /** A Close link in the corner; off when the dialog's own form has a Cancel. */
  closeLink?: boolean;
  size?: keyof typeof sizes;
  /** Once hydrated, focus starts at the first field of the dialog's form. */
  startAtField?: boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const titleId = `${id}-title`;
  const serverPanel = useRef<HTMLDivElement>(null);
  const typed = useRef<Typed | null>(null);

  // The modal version is new markup (Headless UI renders it in a portal), so its fields would start
  // empty: what a visitor typed into the server's dialog before the JavaScript ran is read here,
  // once hydrated and before the swap, and given back to the modal's fields when they mount.
  useEffect(() => {
    if (serverPanel.current) typed.current = readTyped(serverPanel.current);
  }, []);
  const giveBackTyped = useCallback((panel: HTMLElement | null) => {
    if (!panel || !typed.current) return;
    writeTyped(panel, typed.current);
    typed.current = null;
  }, []);

  useEffect(
    () => () => {
      // After the dialog has gone, back to where the user was (unless another dialog took its place).
      requestAnimationFrame(() => {
        if (document.querySelector('[role="dialog"]')) return;
        document.querySelector<HTMLElement>(`[data-opens="${id}"]`)?.focus();
      });
    },
    [id],
  );

  const heading = (
    <div className="mb-4 flex items-start justify-between gap-4">
      {hydrated ? (
        <DialogTitle id={titleId} as="h2" className="text-xl font-semibold">
          {title}
        </DialogTitle>
      ) : (
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
      )}
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
  );

  const panelProps = { id, "aria-labelledby": titleId, className: `${panel} ${sizes[size]}` };
  if (!hydrated) {
    return (
      <div className={backdrop}>
        <div ref={serverPanel} role="dialog" aria-modal="true" {...panelProps}>
          {heading}
          {children}
        </div>
      </div>
    );
  }
  // With `startAtField`, focus starts at the first field (not the Close link); Headless UI reads
  // this once the panel is in the page.
  const firstField = startAtField
    ? {
        get current() {
          return document.getElementById(id)?.querySelector<HTMLElement>(FIRST_FIELD) ?? null;
        },
      }
    : undefined;
  return (
    <ModalDialog
      open
      initialFocus={firstField}
      onClose={() => navigate(closeTo, { replace: true, preventScrollReset: true })}
      className={backdrop}
    >
      <DialogPanel ref={giveBackTyped} {...panelProps}>
        {heading}
        {children}
      </DialogPanel>
    </ModalDialog>
  );
}
