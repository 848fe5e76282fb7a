import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
  type Transaction,
} from "sequelize";
import { answeredStatements } from "../../db/migrations/20261211-03-response-stats";
import { ENUMS, type OneOf } from "~/utils/domain";
import type { LegalCase } from "./case.server";
import type { User } from "./user.server";

/** The cases a firm's message among `rows` answers on. */
const answeredOn = (rows: readonly Communication[]) => [
  ...new Set(rows.filter((row) => row.type === "received").map((row) => row.caseId)),
];

/** A message on a case in the client portal; type is from the client's point of view. */
export class Communication extends Model<
  InferAttributes<Communication>,
  InferCreationAttributes<Communication>
> {
  declare id: CreationOptional<number>;
  declare caseId: ForeignKey<LegalCase["id"]>;
  declare type: OneOf<"communicationType">;
  declare subject: string;
  declare content: string;
  declare senderId: ForeignKey<User["id"]> | null;
  /**
   * When the firm read it: a client's message is unread (null) until its attorney opens the
   * case's messages; the firm's own and system messages are read when written.
   */
  declare readAt: Date | null;
  /** A client's message: when the firm first answered it (written by markAnswered). */
  declare answeredAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;

  /**
   * Writes when the firm first answered the waiting client messages and completed intakes of
   * `caseIds` (a seed that inserts without hooks calls it itself).
   */
  static async markAnswered(caseIds: number[], transaction?: Transaction | null) {
    if (caseIds.length === 0) return;
    const sequelize = Communication.sequelize!;
    const dialect = sequelize.getDialect() === "sqlite" ? "sqlite" : "mysql";
    for (const statement of answeredStatements(dialect, "bound", true)) {
      await sequelize.query(statement, {
        replacements: { caseIds },
        transaction: transaction ?? undefined,
      });
    }
  }

  static initModel(sequelize: Sequelize) {
    Communication.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        type: { type: DataTypes.ENUM(...ENUMS.communicationType), allowNull: false },
        subject: { type: DataTypes.STRING(255), allowNull: false },
        content: { type: DataTypes.TEXT, allowNull: false },
        readAt: { type: DataTypes.DATE(3), allowNull: true },
        answeredAt: { type: DataTypes.DATE(3), allowNull: true },
        createdAt: DataTypes.DATE(3),
      },
      {
        sequelize,
        tableName: "communications",
        underscored: true,
        updatedAt: false,
        hooks: {
          // The firm's message answers its case's waiting client messages and completed intake
          // (the analytics' response times, issue 39), in the message's own transaction.
          afterCreate: (row, options) =>
            Communication.markAnswered(answeredOn([row]), options.transaction),
          afterBulkCreate: (rows, options) =>
            Communication.markAnswered(answeredOn(rows), options.transaction),
        },
      },
    );
  }
}
