/**
 * What every staff member's dashboard shows alike (the stat cards, recent activity, upcoming
 * deadlines), kept a few seconds for the whole firm: fifty attorneys opening their dashboards ask
 * the same questions. A write to any table these answers are made of drops them all at once
 * (kept-reads.server.ts); another server process sees it within FIRM_READS_KEPT_MS.
 */
import {
  CaseEvent,
  Form,
  FormSubmission,
  LegalCase,
  PerformanceMetric,
  Task,
  User,
} from "~/models/index.server";
import { forgetOnWrite, keptReads } from "./kept-reads.server";

export const FIRM_READS_KEPT_MS = 3_000;

const FIRM = 0;
const kept = keptReads({ keepMs: FIRM_READS_KEPT_MS, maxOwners: 1 });
for (const model of [CaseEvent, Form, FormSubmission, LegalCase, PerformanceMetric, Task, User]) {
  forgetOnWrite(model as Parameters<typeof forgetOnWrite>[0], kept);
}

/** `load()`'s answer to this firm-wide question, kept FIRM_READS_KEPT_MS. */
export function keptForTheFirm<T>(question: string, load: () => Promise<T>): Promise<T> {
  return kept.read(FIRM, question, load);
}
