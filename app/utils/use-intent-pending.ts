import { useNavigation } from "@remix-run/react";

/** True while the form submitted with this `intent` button is being sent or its page reloaded. */
export function useIntentPending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}
