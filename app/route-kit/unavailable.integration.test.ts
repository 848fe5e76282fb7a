import { ConnectionAcquireTimeoutError, ConnectionRefusedError } from "sequelize";
import { afterEach, describe, expect, it } from "vitest";
import { createSequelize, limitStatements } from "~/db.server";
import { sequelize } from "~/models/index.server";
import { callRoute, getRequest, routeArgs } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";
import { apiRoute, listing } from "./api.server";
import { UNAVAILABLE_MESSAGE, errorResponse, isDatabaseUnavailable } from "./http.server";
import { screenLoader } from "./screen.server";

const refused = () => new ConnectionRefusedError(new Error("connect ECONNREFUSED 127.0.0.1:3306"));

describe("a database that is away", () => {
  afterEach(() => limitStatements(0));

  it("is told apart from a bad statement", async () => {
    expect(isDatabaseUnavailable(refused())).toBe(true);
    expect(isDatabaseUnavailable(new ConnectionAcquireTimeoutError(new Error("acquire")))).toBe(
      true,
    );
    const badStatement = await sequelize.query("SELECT no_such_column FROM users").then(
      () => null,
      (error: unknown) => error,
    );
    expect(badStatement).not.toBeNull();
    expect(isDatabaseUnavailable(badStatement)).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
  });

  it("is what a server that cannot connect gets", async () => {
    // Nothing listens on port 1: the connection is refused at once.
    const away = createSequelize("mysql://root@127.0.0.1:1/nothing");
    const error = await away.authenticate().then(
      () => null,
      (thrown: unknown) => thrown,
    );
    await away.close();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("answers /api calls with 503, Retry-After and the message, no stack or SQL", async () => {
    const { cookie } = await signedIn("staff");
    const route = apiRoute({
      GET: listing(["read", "dashboard"], () => Promise.reject<number>(refused())),
    });
    const request = new Request("http://localhost/api/anything", { headers: { Cookie: cookie } });
    const response = (await route.loader(routeArgs(request))) as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(await response.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
  });

  it("answers a screen with the 503 page's status and words", async () => {
    const { cookie } = await signedIn("staff");
    const loader = (args: ReturnType<typeof routeArgs>) =>
      screenLoader(args, "dashboard", () => {
        throw new ConnectionAcquireTimeoutError(new Error("acquire"));
      });
    const response = (await callRoute(loader, getRequest("/dashboard", cookie))) as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(await response.text()).toBe(UNAVAILABLE_MESSAGE);
    // Any other error is left to the error page as it was.
    const other = new Error("boom");
    expect(errorResponse(other)).toBe(other);
  });

  it.runIf(sequelize.getDialect() === "mysql")(
    "stops a statement that outlasts its time, and the pool carries on",
    async () => {
      limitStatements(300);
      const started = Date.now();
      const stalled = await sequelize.query("SELECT SLEEP(3)").then(
        () => null,
        (error: unknown) => error,
      );
      expect(Date.now() - started).toBeLessThan(2000);
      expect(isDatabaseUnavailable(stalled)).toBe(true);
      const [rows] = await sequelize.query("SELECT 1 AS answer");
      expect(rows).toEqual([{ answer: 1 }]);
    },
  );
});
