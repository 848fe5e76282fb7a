import { apiRoute, endpoint } from "~/route-kit/api.server";
import { listTrustAccounts, openTrustAccount } from "~/services/money/trust.server";

/**
 * GET: the firm's trust accounts { accounts: [{ id, name, bank, last4 }] }, for administrators
 * and attorneys. POST { name, bank, last4 }: 201 { account }, administrators (issue 41).
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    allow: ["read", "trustAccount"],
    run: async ({ user }) => ({ accounts: await listTrustAccounts(user) }),
  }),
  POST: endpoint({
    allow: ["create", "trustAccount"],
    body: "json",
    status: 201,
    creates: true,
    run: async ({ user, body }) => ({ account: await openTrustAccount(user, body) }),
  }),
});
