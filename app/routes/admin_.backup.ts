import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable, redirect } from "@remix-run/node";
import { sequelize } from "~/models/index.server";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { createBackup } from "~/services/database-backup.server";
import { attachmentDisposition } from "~/utils/content-disposition";

/** GET /admin/backup is not a page: the Overview has the button. */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "admin", () => {
    throw redirect("/admin");
  });

/**
 * POST /admin/backup (the Overview's Database Backup): the whole database, read in one snapshot,
 * as a gzipped JSON-lines download. The form is sent by the browser itself (reloadDocument), so
 * the file is saved and the page stays. Administrators only.
 */
export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "admin", (intent) => ({
    backup: intent(null, async ({ user, context }) => {
      const { fileName, stream } = createBackup(user, { ip: context.clientIp }, sequelize);
      return new Response(createReadableStreamFromReadable(stream), {
        headers: {
          "Content-Type": "application/gzip",
          "Content-Disposition": attachmentDisposition(fileName),
          "Cache-Control": "private, no-store",
        },
      });
    }),
  }));
