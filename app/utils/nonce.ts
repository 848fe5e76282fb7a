import { createContext, createElement, useContext, type ReactNode } from "react";

/** The response's CSP nonce, for the inline scripts Remix renders. Empty in the browser. */
const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return createElement(NonceContext.Provider, { value }, children);
}

export const useNonce = () => useContext(NonceContext);
