/// <reference types="@remix-run/dev" />

import "@remix-run/node";
import type { AppContext } from "./app/utils/app-context";

declare module "@remix-run/node" {
  // The Express server (server.js) hands every loader and action this context.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}

declare module "@remix-run/server-runtime" {
  // Single fetch: loaders return plain data.
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
