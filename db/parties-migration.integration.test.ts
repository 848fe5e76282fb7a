import { describe, expect, it } from "vitest";
import { Party, PartyKey, sequelize } from "~/models/index.server";
import { compareNames } from "~/services/name-matching.server";
import { buildCase } from "../tests/factories/cases";
import { buildUser } from "../tests/factories/users";
import { migrate, migrator } from "./migrator";

describe("the parties migration", () => {
  it("makes every existing case's client a party to it, with the keys a check finds it by", async () => {
    await migrator(sequelize).down({ to: "20261203-01-parties" });
    const client = await buildUser({
      role: "client",
      firstName: "Renée",
      lastName: "Côté-Marchand",
    });
    const first = await buildCase({ client });
    const second = await buildCase({ client });
    await migrate(sequelize);

    const parties = await Party.findAll({
      where: { caseId: [first.id, second.id] },
      order: [["caseId", "ASC"]],
    });
    expect(parties.map((party) => [party.caseId, party.name, party.role, party.kind])).toEqual([
      [first.id, "Renée Côté-Marchand", "client", "person"],
      [second.id, "Renée Côté-Marchand", "client", "person"],
    ]);
    const keys = await PartyKey.findAll({ where: { partyId: parties[0]!.id } });
    expect(keys.map((key) => key.nameKey)).toContain("w:cote marchand renee");
    expect(compareNames("Renee Cote Marchand", parties[0]!.name)).toMatchObject({
      reason: "exact",
    });
  });
});
