import { CaseEvent, Communication, Document, LegalCase } from "~/models/index.server";
import type { CaseStatus, Priority } from "~/utils/domain";
import { buildUser } from "./users";

export type CaseOverrides = Partial<{
  /** The client the case belongs to; a new client of its own when left out. */
  client: { id: number };
  staffId: number | null;
  title: string;
  caseType: string;
  status: CaseStatus;
  priority: Priority;
}>;

/** A case of the test's own (and its client, when none is given); nothing else. */
export async function buildCase(overrides: CaseOverrides = {}) {
  const client = overrides.client ?? (await buildUser({ role: "client" }));
  return LegalCase.create({
    clientId: client.id,
    staffId: overrides.staffId ?? null,
    title: overrides.title ?? "Doe v. Example Corp",
    caseType: overrides.caseType ?? "Personal Injury",
    status: overrides.status ?? "active",
    priority: overrides.priority ?? "high",
    description: "A fall on a wet floor at the Example Corp store.",
  });
}

/** A case with what a client's file holds: one timeline event, one message and one document. */
export async function buildCaseFile(
  overrides: CaseOverrides & { storageKey?: string | null } = {},
) {
  const legalCase = await buildCase(overrides);
  const by = overrides.staffId ?? null;
  const event = await CaseEvent.create({
    caseId: legalCase.id,
    title: "Complaint filed",
    description: "Filed in the county court.",
    eventType: "filed",
    // A case file as its client sees it: both are shared (new ones are internal by default).
    sharedWithClient: true,
    createdBy: by,
  });
  const communication = await Communication.create({
    caseId: legalCase.id,
    type: "received",
    subject: "Welcome",
    content: "We have opened your file.",
    senderId: by,
    readAt: new Date(),
  });
  const document = await Document.create({
    caseId: legalCase.id,
    fileName: "Complaint.pdf",
    fileUrl: "",
    fileType: "application/pdf",
    fileSize: 1234,
    storageKey: overrides.storageKey ?? null,
    sharedWithClient: true,
    uploadedBy: by,
  });
  return { legalCase, event, communication, document };
}
