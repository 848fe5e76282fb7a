import { ButtonLink } from "~/components/ui/button";
import type { ReactNode } from "react";

/** A tab's heading with its main action beside it. */
export function PanelHeader({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h3 id={id} className="text-base font-semibold text-ink">
        {title}
      </h3>
      {children}
    </div>
  );
}

/** A link that opens one of the panel's dialogs (URL state); focus returns to it on close. */
export function DialogLink({
  to,
  dialogId,
  children,
}: {
  to: string;
  dialogId: string;
  children: ReactNode;
}) {
  return (
    <ButtonLink to={to} preventScrollReset data-opens={dialogId} size="sm">
      {children}
    </ButtonLink>
  );
}
