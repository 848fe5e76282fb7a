import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { BillsSection } from "~/components/injury/bills-section";
import type { action, billsLoader } from "~/screens/injury-file.server";
import type { InjurySectionHandle } from "~/components/injury/injury-frame";
import { useInjuryDamages } from "~/components/injury/injury-form-parts";

// The injury file's Bills and damages section.
export { action, billsLoader as loader } from "~/screens/injury-file.server";

export const handle: InjurySectionHandle = { injurySection: "bills" };

export default function InjuryBills() {
  const { bills, providers } = useLoaderData<typeof billsLoader>();
  const reply = useActionData<typeof action>();
  return (
    <BillsSection bills={bills} providers={providers} damages={useInjuryDamages()} reply={reply} />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
