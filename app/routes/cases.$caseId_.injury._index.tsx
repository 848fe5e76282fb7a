import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ClaimsSection } from "~/components/injury/claims-section";
import type { action, claimsLoader } from "~/screens/injury-file.server";
import type { InjurySectionHandle } from "~/components/injury/injury-frame";

// The injury file's first section, at the file's own address: the insurance claims.
export { action, claimsLoader as loader } from "~/screens/injury-file.server";

export const handle: InjurySectionHandle = { injurySection: "claims" };

export default function InjuryClaims() {
  const { claims, notes } = useLoaderData<typeof claimsLoader>();
  const reply = useActionData<typeof action>();
  return <ClaimsSection claims={claims} notes={notes} reply={reply} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
