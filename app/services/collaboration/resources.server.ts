import { SharedResource, sequelize } from "~/models/index.server";
import { NewResourceSchema } from "~/utils/collaboration-schemas";
import { authorize } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { openForDownload, removeUnrecordedFile, type StoredUpload } from "../storage.server";

/** A shared resource (spec section 3) and what its card needs to offer the download. */
export interface PublicResource {
  id: number;
  name: string;
  category: string;
  description: string | null;
  downloadCount: number;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
  /** Null when no file is stored for it (the seeded samples). */
  downloadUrl: string | null;
  createdAt: string;
}

export const downloadPath = (id: number) => `/dashboard/resources/${id}/download`;

function toPublicResource(row: SharedResource): PublicResource {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description ?? null,
    downloadCount: Number(row.downloadCount),
    fileName: row.fileName ?? null,
    fileType: row.fileType ?? null,
    fileSize: row.fileSize ?? null,
    downloadUrl: row.storageKey ? downloadPath(row.id) : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const RESOURCE_LIMIT = 100;

/** Newest first. */
export async function listResources(user: PublicUser): Promise<PublicResource[]> {
  authorize(user, "read", "sharedResource");
  const rows = await SharedResource.findAll({ order: [["id", "DESC"]], limit: RESOURCE_LIMIT });
  return rows.map(toPublicResource);
}

/** Records an uploaded file as a resource; if that fails the stored file is removed again. */
export async function createResource(
  user: PublicUser,
  input: unknown,
  upload: StoredUpload,
): Promise<PublicResource> {
  try {
    authorize(user, "create", "sharedResource");
    const value = parseOrThrow(NewResourceSchema, input);
    const row = await sequelize.transaction(async (transaction) => {
      const created = await SharedResource.create(
        {
          name: value.name,
          category: value.category,
          description: value.description,
          fileName: upload.fileName.slice(0, 255),
          fileType: upload.fileType.slice(0, 100),
          fileSize: upload.fileSize,
          storageKey: upload.storageKey,
          uploadedBy: user.id,
        },
        { transaction },
      );
      const details = { fileType: created.fileType, fileSize: created.fileSize };
      await audit(transaction, "resource_uploaded", user, ["resource", created.id], details);
      return created;
    });
    return toPublicResource(row);
  } catch (error) {
    await removeUnrecordedFile(upload.storageKey);
    throw error;
  }
}

/** The file to send, counted and recorded as one download before a byte is sent. */
export async function downloadResource(user: PublicUser, resourceId: number) {
  authorize(user, "read", "sharedResource");
  const row = await SharedResource.findByPk(resourceId);
  if (!row) throw new ServiceError(404, "Resource not found");
  if (!row.storageKey) throw new ServiceError(404, "No file is attached to this resource");
  const file = await openForDownload(row.storageKey, () =>
    sequelize.transaction(async (transaction) => {
      await SharedResource.increment("downloadCount", {
        by: 1,
        where: { id: row.id },
        transaction,
      });
      await audit(transaction, "resource_downloaded", user, ["resource", row.id]);
    }),
  );
  if (!file) throw new ServiceError(404, "The file for this resource is missing");
  return {
    ...file,
    fileName: row.fileName || "download",
    fileType: row.fileType || "application/octet-stream",
  };
}
