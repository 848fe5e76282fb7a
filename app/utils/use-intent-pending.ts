import { useNavigation } from "@remix-run/react";

/** The form data being sent with this `intent` (until its page has reloaded), or undefined. */
export function useIntentSubmission(intent: string): FormData | undefined {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent
    ? navigation.formData
    : undefined;
}

/** True while the form submitted with this `intent` button is being sent or its page reloaded. */
export function useIntentPending(intent: string): boolean {
  return useIntentSubmission(intent) !== undefined;
}
