import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";
import { useHydrated } from "~/utils/use-hydrated";

const panelClass = "w-full max-w-2xl rounded-lg bg-white p-6 shadow-xl";

/**
 * The consultation modal. The server renders a plain dialog (it is open because the URL says so),
 * so it works without JavaScript; once hydrated, Headless UI takes over: focus moves inside, it is
 * trapped there, and Escape closes it.
 */
export function ConsultationDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <div className="fixed inset-0 z-30 overflow-y-auto bg-slate-900/50 p-4">
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby="consultation-title"
          className={`mx-auto my-8 ${panelClass}`}
        >
          <h2 id="consultation-title" className="mb-4 text-xl font-bold">
            {title}
          </h2>
          {children}
        </div>
      </div>
    );
  }
  return (
    <Dialog
      open
      onClose={onClose}
      className="fixed inset-0 z-30 overflow-y-auto bg-slate-900/50 p-4"
    >
      <DialogPanel className={`mx-auto my-8 ${panelClass}`}>
        <DialogTitle id="consultation-title" as="h2" className="mb-4 text-xl font-bold">
          {title}
        </DialogTitle>
        {children}
      </DialogPanel>
    </Dialog>
  );
}
