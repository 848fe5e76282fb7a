import { apiRoute, endpoint } from "~/route-kit/api.server";
import { signOut } from "~/services/sign-out.server";

/** POST /api/auth/logout: ends the session, if there is one. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: "public",
    whileAwaitingApproval: true,
    run: async ({ request, context }) => {
      const cookie = await signOut(request, context);
      return Response.json({ message: "Signed out" }, { headers: { "Set-Cookie": cookie } });
    },
  }),
});
