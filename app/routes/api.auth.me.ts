import { apiRoute, endpoint } from "~/route-kit/api.server";

/** GET /api/auth/me: the signed-in user; 401 means not signed in. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "account"],
    beforeTwoFactor: true,
    whileAwaitingApproval: true,
    run: ({ user }) => ({ user }),
  }),
});
