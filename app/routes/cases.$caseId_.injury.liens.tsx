import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { LiensSection } from "~/components/injury/liens-section";
import type { action, liensLoader } from "~/screens/injury-file.server";
import type { InjurySectionHandle } from "~/components/injury/injury-frame";

// The injury file's Liens section: the liens on the recovery and where each stands.
export { action, liensLoader as loader } from "~/screens/injury-file.server";

export const handle: InjurySectionHandle = { injurySection: "liens" };

export default function InjuryLiens() {
  const { liens } = useLoaderData<typeof liensLoader>();
  const reply = useActionData<typeof action>();
  return <LiensSection liens={liens} reply={reply} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
