/** What the HTTP server (server.js) gives every loader and action. */
export interface AppContext {
  /** Nonce of this response's Content-Security-Policy, for Remix's inline scripts. */
  cspNonce: string;
  /** The address the request came from (honours X-Forwarded-For only with TRUST_PROXY). */
  clientIp: string;
  /** True when the request reached us over HTTPS (directly or, with TRUST_PROXY, via the proxy). */
  secure: boolean;
  /** The id server.js logs with the request, so an error's log line can be matched to it. */
  requestId: string;
  /**
   * What this request's loaders have read (load-memo.server.ts), shared between them: a new Map
   * per request, never one an action fills (its reads are its transaction's). Without it, each
   * loader reads for itself.
   */
  loads?: Map<string, Promise<unknown>>;
}

/** Context for code paths that run without the HTTP server (tests, scripts). */
export const defaultAppContext: AppContext = {
  cspNonce: "",
  clientIp: "127.0.0.1",
  secure: false,
  requestId: "local",
};
