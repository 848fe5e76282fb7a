import { databaseAnswers } from "~/services/boot.server";

/** For load balancers and monitors: 200 when the database answers, 503 when it does not. */
export async function loader() {
  const ok = await databaseAnswers();
  return Response.json(
    { status: ok ? "ok" : "unavailable", database: ok ? "up" : "down" },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
