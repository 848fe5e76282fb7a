import { Link } from "@remix-run/react";
import { InvitationLink } from "~/components/invitation-link";
import { Card } from "~/components/ui/card";
import { caseUrl } from "~/utils/case-urls";
import type { NewInvitation } from "~/utils/invitation-words";

/** A case the firm just opened for a client: what the action answers, once (no redirect). */
export interface OpenedCase {
  caseId: number;
  title: string;
  /** A new client's invitation (e-mailed, its link shown only now); null for a client the firm knew. */
  invitation: NewInvitation | null;
}

/** The case just opened, and the new client's invitation link (a converted request, New case). */
export function CaseOpened({ opened, className }: { opened: OpenedCase; className?: string }) {
  return (
    <Card as="section" aria-labelledby="opened-title" className={className} role="status">
      <h2 id="opened-title" className="text-lg font-semibold text-ink">
        Case #{opened.caseId} opened
      </h2>
      <p className="mt-1">
        <Link to={caseUrl(opened.caseId)} className="font-medium text-brand underline">
          {opened.title}
        </Link>{" "}
        is assigned to you.
      </p>
      {opened.invitation ? (
        <InvitationLink invitation={opened.invitation} />
      ) : (
        <p className="mt-3 text-ink">
          The client already had an account: the case was added to it and they were notified.
        </p>
      )}
    </Card>
  );
}
