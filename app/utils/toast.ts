/** A short message shown once, after a redirect (spec section 9: one at a time, 5 s). */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: "default" | "destructive";
}

export const TOAST_DURATION_MS = 5000;
