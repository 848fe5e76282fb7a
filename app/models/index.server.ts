import { createSequelize } from "~/db.server";
import { getEnv } from "~/utils/env.server";
import { AuditEvent } from "./audit-event.server";
import { RateLimit } from "./rate-limit.server";
import { Session } from "./session.server";
import { SystemSetting } from "./system-setting.server";
import { User } from "./user.server";

/** The model registry: one Sequelize instance, every model bound to it, associations declared once. */
export const sequelize = createSequelize(getEnv().DATABASE_URL);

User.initModel(sequelize);
Session.initModel(sequelize);
RateLimit.initModel(sequelize);
AuditEvent.initModel(sequelize);
SystemSetting.initModel(sequelize);

User.hasMany(Session, { foreignKey: "userId", onDelete: "CASCADE" });
Session.belongsTo(User, { foreignKey: "userId", as: "user" });
AuditEvent.belongsTo(User, { foreignKey: "actorId", as: "actor" });

export { AuditEvent, RateLimit, Session, SystemSetting, User };
