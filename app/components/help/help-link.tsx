import { Link, useLocation } from "@remix-run/react";
import { HELP_DIALOG, helpHref } from "~/utils/tutorials";

/** The header's Help and Tutorials: a link that opens the dialog over the page it is on. */
export function HelpLink() {
  const location = useLocation();
  return (
    <Link
      id="help-link"
      to={helpHref(location, true)}
      data-opens={HELP_DIALOG}
      preventScrollReset
      className="text-sm font-medium text-brand underline"
    >
      Help and Tutorials
    </Link>
  );
}
