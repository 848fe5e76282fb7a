import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { TreatmentSection } from "~/components/injury/treatment-section";
import type { action, treatmentLoader } from "~/screens/injury-file.server";
import type { InjurySectionHandle } from "~/components/injury/injury-frame";
import { useInjuryDamages } from "~/components/injury/injury-form-parts";

// The injury file's Treatment section: the providers, their visits and the gaps between.
export { action, treatmentLoader as loader } from "~/screens/injury-file.server";

export const handle: InjurySectionHandle = { injurySection: "treatment" };

export default function InjuryTreatment() {
  const { providers } = useLoaderData<typeof treatmentLoader>();
  const reply = useActionData<typeof action>();
  return <TreatmentSection providers={providers} damages={useInjuryDamages()} reply={reply} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
