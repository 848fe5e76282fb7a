import { SitePage, sequelize } from "~/models/index.server";
import { SitePageSchema } from "~/utils/admin-schemas";
import { iso } from "~/utils/pick";
import { authorize } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "./auth.server";
import { audit } from "./audit.server";

/**
 * The pages the firm publishes (issue 14): anyone reads them, an administrator rewrites them (one
 * transaction with its audit event). Their templates are reference data (db/seed/site-pages.ts).
 */

export interface PublishedPage {
  slug: string;
  title: string;
  body: string;
  updatedAt: string;
}

export const NO_SUCH_PAGE = "There is no such page";

const published = (row: SitePage): PublishedPage => ({
  slug: row.slug,
  title: row.title,
  body: row.body,
  updatedAt: iso(row.updatedAt),
});

export async function readSitePage(slug: string): Promise<PublishedPage> {
  const row = await SitePage.findByPk(slug);
  if (!row) throw new ServiceError(404, NO_SUCH_PAGE);
  return published(row);
}

export async function saveSitePage(
  user: PublicUser | null,
  slug: string,
  input: unknown,
  meta: { ip: string },
): Promise<PublishedPage> {
  authorize(user, "update", "sitePage");
  const value = parseOrThrow(SitePageSchema, input);
  return sequelize.transaction(async (transaction) => {
    const row = await SitePage.findByPk(slug, { transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw new ServiceError(404, NO_SUCH_PAGE);
    const changed = row.title !== value.title || row.body !== value.body;
    if (changed) {
      await row.update({ ...value, updatedBy: user!.id }, { transaction });
      await audit(
        transaction,
        "page_changed",
        user,
        ["page", slug],
        { title: value.title, characters: value.body.length },
        meta.ip,
      );
    }
    return published(row);
  });
}
