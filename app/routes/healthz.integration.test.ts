import { afterEach, describe, expect, it, vi } from "vitest";
import { sequelize } from "~/models/index.server";
import { loader } from "./healthz";

afterEach(() => vi.restoreAllMocks());

describe("GET /healthz", () => {
  it("answers 200 when the database answers", async () => {
    const response = await loader();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("answers 503 when the database does not", async () => {
    vi.spyOn(sequelize, "query").mockRejectedValue(new Error("connect ECONNREFUSED"));
    const response = await loader();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", database: "down" });
  });
});
