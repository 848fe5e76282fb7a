import { describe, expect, it } from "vitest";
import { loader as adminLoader } from "~/routes/admin";
import { loader as aiIntakeLoader } from "~/routes/ai-intake";
import { loader as analyticsLoader } from "~/routes/analytics";
import { loader as clientPortalLoader } from "~/routes/client-portal";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { loader as formBuilderLoader } from "~/routes/form-builder._index";
import { createUserSession } from "~/services/session.server";
import { defaultAppContext } from "~/utils/app-context";
import type { Role } from "~/utils/roles";
import { buildUser } from "../../tests/factories/users";
import { getRequest, routeArgs, settle } from "../../tests/factories/requests";

const screens = {
  "/dashboard": { loader: dashboardLoader, roles: ["staff"] },
  "/form-builder": { loader: formBuilderLoader, roles: ["staff"] },
  "/analytics": { loader: analyticsLoader, roles: ["staff"] },
  "/client-portal": { loader: clientPortalLoader, roles: ["client"] },
  "/ai-intake": { loader: aiIntakeLoader, roles: ["client"] },
  "/admin": { loader: adminLoader, roles: ["admin"] },
} as const;

const home: Record<Role, string> = {
  admin: "/admin",
  staff: "/dashboard",
  client: "/client-portal",
};

async function cookieFor(role: Role) {
  const user = await buildUser({ role });
  const setCookie = await createUserSession(user.id, getRequest("/"), defaultAppContext);
  return setCookie.split(";")[0];
}

async function outcome(path: keyof typeof screens, cookie?: string): Promise<string> {
  const load = screens[path].loader as (args: ReturnType<typeof routeArgs>) => Promise<unknown>;
  const answer = await settle(load(routeArgs(getRequest(path, cookie))));
  if (!(answer instanceof Response)) return "allowed";
  if (answer.status === 302) return `redirect ${answer.headers.get("Location")}`;
  throw answer;
}

describe("route guard", () => {
  it("sends anonymous visitors on every protected screen to /", async () => {
    for (const path of Object.keys(screens) as Array<keyof typeof screens>) {
      expect(await outcome(path)).toBe("redirect /");
    }
  });

  it.each(["admin", "staff", "client"] as const)(
    "lets %s in only where allowed and redirects by role elsewhere",
    async (role) => {
      const cookie = await cookieFor(role);
      for (const [path, screen] of Object.entries(screens) as Array<
        [keyof typeof screens, (typeof screens)[keyof typeof screens]]
      >) {
        const expected = (screen.roles as readonly Role[]).includes(role)
          ? "allowed"
          : `redirect ${home[role]}`;
        expect(`${path}: ${await outcome(path, cookie)}`).toBe(`${path}: ${expected}`);
      }
    },
  );
});
