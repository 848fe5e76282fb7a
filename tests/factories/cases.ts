import { CaseEvent, Communication, Document, LegalCase } from "~/models/index.server";
import type { CaseStatus, Priority } from "~/utils/domain";

/** A case of the test's own, with one timeline event, one message and one document. */
export async function buildCase(
  client: { id: number },
  overrides: Partial<{
    staffId: number | null;
    title: string;
    caseType: string;
    status: CaseStatus;
    priority: Priority;
    storageKey: string | null;
  }> = {},
) {
  const legalCase = await LegalCase.create({
    clientId: client.id,
    staffId: overrides.staffId ?? null,
    title: overrides.title ?? "Doe v. Example Corp",
    caseType: overrides.caseType ?? "Personal Injury",
    status: overrides.status ?? "active",
    priority: overrides.priority ?? "high",
    description: "A fall on a wet floor at the Example Corp store.",
  });
  const event = await CaseEvent.create({
    caseId: legalCase.id,
    title: "Complaint filed",
    description: "Filed in the county court.",
    eventType: "filed",
    createdBy: overrides.staffId ?? null,
  });
  const communication = await Communication.create({
    caseId: legalCase.id,
    type: "received",
    subject: "Welcome",
    content: "We have opened your file.",
    senderId: overrides.staffId ?? null,
  });
  const document = await Document.create({
    caseId: legalCase.id,
    fileName: "Complaint.pdf",
    fileUrl: "",
    fileType: "application/pdf",
    fileSize: 1234,
    storageKey: overrides.storageKey ?? null,
    uploadedBy: overrides.staffId ?? null,
  });
  return { legalCase, event, communication, document };
}
