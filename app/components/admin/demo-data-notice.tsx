import { Form } from "@remix-run/react";
import { Button, ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useIntentPending } from "~/utils/use-intent-pending";

export const REMOVE_DEMO_DIALOG = "remove-demo";
export const REMOVE_DEMO_INTENT = "remove-demo-data";

/**
 * While the demo's accounts are still there: what that means, and "Remove demo data", which asks
 * once more in a dialog (URL state, so it works without JavaScript; Close leaves it) before the
 * real post.
 */
export function DemoDataNotice({
  accounts,
  openTo,
  closeTo,
  confirming,
  refusal,
}: {
  /** How many demo accounts there are. */
  accounts: number;
  /** This page with the dialog open, and without it. */
  openTo: string;
  closeTo: string;
  confirming: boolean;
  /** Why the last removal was refused. */
  refusal: string | null;
}) {
  const pending = useIntentPending(REMOVE_DEMO_INTENT);
  return (
    <>
      <section
        aria-labelledby="demo-data-title"
        className="mb-6 rounded-card border border-danger bg-danger-soft p-4 text-red-900"
      >
        <h2 id="demo-data-title" className="font-semibold">
          Demo data
        </h2>
        <p role="status" className="mt-1 text-sm">
          The demo data is still here: {accounts} demo accounts, whose passwords are published, and
          their sample cases, messages and files. Remove it before the firm uses this site.
        </p>
        <ButtonLink
          to={openTo}
          variant="danger"
          size="sm"
          className="mt-3"
          preventScrollReset
          data-opens="remove-demo-dialog"
        >
          Remove demo data
        </ButtonLink>
      </section>
      {confirming ? (
        <Dialog id="remove-demo-dialog" title="Remove demo data?" closeTo={closeTo}>
          <p className="text-sm">
            This removes the demo accounts and all their sample content. What your firm made itself
            stays. This cannot be undone.
          </p>
          {refusal ? (
            <p
              role="alert"
              className="mt-3 rounded-control border border-danger bg-danger-soft p-3 text-sm text-red-900"
            >
              {refusal}
            </p>
          ) : null}
          <Form method="post" action={openTo} className="mt-5">
            <Button
              name="intent"
              value={REMOVE_DEMO_INTENT}
              variant="danger"
              pending={pending}
              pendingText="Removing..."
            >
              Remove demo data
            </Button>
          </Form>
        </Dialog>
      ) : null}
    </>
  );
}
