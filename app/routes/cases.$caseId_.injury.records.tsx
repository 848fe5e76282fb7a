import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { RecordsSection } from "~/components/injury/records-section";
import type { action, recordsLoader } from "~/screens/injury-file.server";
import type { InjurySectionHandle } from "~/components/injury/injury-frame";

// The injury file's Records requests section: the chase for the providers' records and bills.
export { action, recordsLoader as loader } from "~/screens/injury-file.server";

export const handle: InjurySectionHandle = { injurySection: "records" };

export default function InjuryRecords() {
  const { requests, providers } = useLoaderData<typeof recordsLoader>();
  const reply = useActionData<typeof action>();
  return <RecordsSection requests={requests} providers={providers} reply={reply} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
