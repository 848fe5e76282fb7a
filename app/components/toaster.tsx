import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { TOAST_DURATION_MS, type Toast } from "~/utils/toast";

type ShowToast = (toast: Omit<Toast, "id">) => void;
const ToastContext = createContext<ShowToast>(() => {});

/** Shows a toast from the browser (e.g. after a fetcher's failure); redirects use the flash cookie. */
export const useToast = () => useContext(ToastContext);

/**
 * One toast at a time, in a polite live region at the top of the page. Without JavaScript the
 * server renders the flash toast there and it simply stays; with it, the toast leaves after 5 s,
 * can be dismissed, and F8 moves focus to the region (spec section 9).
 */
export function ToastProvider({ flash, children }: { flash: Toast | null; children: ReactNode }) {
  const [current, setCurrent] = useState<Toast | null>(flash);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    if (flash) setCurrent(flash);
  }, [flash]);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setCurrent(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const show = useCallback<ShowToast>((toast) => setCurrent({ ...toast, id: `${Date.now()}` }), []);

  return (
    <ToastContext.Provider value={show}>
      <section
        ref={region}
        tabIndex={-1}
        aria-label="Notifications (F8)"
        aria-live="polite"
        className="mx-auto w-full max-w-7xl px-4 focus:outline-none"
      >
        {current ? (
          <div
            data-testid="toast"
            className={`relative z-40 mt-4 flex items-start gap-3 rounded-card border p-4 shadow md:ml-auto md:max-w-[420px] ${
              current.variant === "destructive"
                ? "border-danger bg-danger-soft text-red-900"
                : "border-line bg-white text-ink"
            }`}
          >
            <div className="flex-1">
              <p className="font-semibold">{current.title}</p>
              {current.description ? <p className="text-sm">{current.description}</p> : null}
            </div>
            <button
              type="button"
              onClick={() => setCurrent(null)}
              className="rounded-control px-2 text-sm text-ink-muted hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-focus"
              aria-label="Dismiss notification"
            >
              ×
            </button>
          </div>
        ) : null}
      </section>
      {children}
    </ToastContext.Provider>
  );
}
