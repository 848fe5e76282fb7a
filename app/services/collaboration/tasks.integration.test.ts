import { describe, expect, it } from "vitest";
import { buildTask } from "../../../tests/factories/collaboration";
import { buildUser } from "../../../tests/factories/users";
import { toPublicUser } from "../auth.server";
import { upcomingDeadlines } from "./tasks.server";

describe("upcoming deadlines", () => {
  it("are the open tasks with the earliest due dates, whatever their status, never completed ones", async () => {
    const staff = toPublicUser(await buildUser({ role: "staff" }));
    // Completed tasks due earliest of all: what the dashboard must step past.
    for (const day of ["01", "02", "03"]) {
      await buildTask({ title: `Done ${day}`, status: "completed", dueDate: `2020-01-${day}` });
    }
    await buildTask({ title: "No date", status: "pending", dueDate: null });
    await buildTask({ title: "Pending 2", status: "pending", dueDate: "2030-01-02" });
    await buildTask({ title: "Started 1", status: "in_progress", dueDate: "2030-01-01" });
    await buildTask({ title: "Started 3", status: "in_progress", dueDate: "2030-01-03" });
    await buildTask({ title: "Pending 4", status: "pending", dueDate: "2030-01-04" });
    await buildTask({ title: "Pending 4 too", status: "pending", dueDate: "2030-01-04" });

    const titles = (await upcomingDeadlines(staff, 4)).map((task) => task.title);
    expect(titles).toEqual(["Started 1", "Pending 2", "Started 3", "Pending 4"]);
    expect((await upcomingDeadlines(staff, 10)).map((task) => task.title)).toEqual([
      "Started 1",
      "Pending 2",
      "Started 3",
      "Pending 4",
      "Pending 4 too",
    ]);
  });
});
