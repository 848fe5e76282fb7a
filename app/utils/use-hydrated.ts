import { useEffect, useState } from "react";

let hydrated = false;

/**
 * False on the server and during hydration, true after it: the switch from the server-rendered
 * markup (which works without JavaScript) to its enhanced version, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setValue(true);
  }, []);
  return value;
}
