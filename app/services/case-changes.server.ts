import { CASE_STAGE_LABELS, type CaseStage } from "~/utils/case-stages";
import { LegalCase, User, sequelize } from "~/models/index.server";
import { CaseUpdateSchema, type CaseUpdateInput } from "~/utils/case-schemas";
import { CASE_STATUSES, type CaseStatus } from "~/utils/domain";
import { caseUrl, portalCaseUrl } from "~/utils/case-urls";
import { humanise } from "~/utils/format";
import { fullName } from "~/utils/person";
import { authorize } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "./auth.server";
import { audit } from "./audit.server";
import { findVisibleCase, toPublicCase, type PublicCase } from "./cases.server";
import { writeCaseEvent } from "./case-timeline.server";
import { notifyUsers } from "./notifications.server";
import { refuseFutureDay } from "./settings.server";
import { recomputeLimitation, syncLimitationEvent } from "./calendar/limitation.server";
import { FUTURE_INCIDENT } from "~/utils/calendar";
import { CLAIM_TYPES, jurisdictionName } from "~/utils/jurisdictions";
import { formatDay } from "~/utils/format";

type Facts = Pick<CaseUpdateInput, "incidentDate" | "jurisdiction" | "claimType">;

/**
 * A change of the facts the case's dates follow from (issue 38): the incident date, where it is
 * heard, what it is a claim for. The limitation date is counted again from them, unconfirmed
 * until an attorney confirms it; the change is the firm's note on the timeline.
 */
function changeFacts(
  legalCase: LegalCase,
  values: Facts,
  by: string | null,
): { title: string; description: string; shared: false } | null {
  const said: string[] = [];
  if (
    values.incidentDate !== undefined &&
    values.incidentDate !== (legalCase.incidentDate ?? null)
  ) {
    legalCase.incidentDate = values.incidentDate;
    said.push(`incident date ${values.incidentDate ? formatDay(values.incidentDate) : "unknown"}`);
  }
  if (
    values.jurisdiction !== undefined &&
    values.jurisdiction !== (legalCase.jurisdiction ?? null)
  ) {
    legalCase.jurisdiction = values.jurisdiction;
    said.push(
      `jurisdiction ${values.jurisdiction ? jurisdictionName(values.jurisdiction) : "unknown"}`,
    );
  }
  if (values.claimType !== undefined && values.claimType !== (legalCase.claimType ?? null)) {
    legalCase.claimType = values.claimType;
    said.push(
      `claim ${values.claimType ? CLAIM_TYPES[values.claimType].toLowerCase() : "unknown"}`,
    );
  }
  if (said.length === 0) return null;
  const before = legalCase.limitationDate;
  recomputeLimitation(legalCase);
  const after = legalCase.limitationDate
    ? `The limitation date is now ${formatDay(legalCase.limitationDate)}, unconfirmed.`
    : before
      ? "The case no longer has a limitation date: set it by hand if the table has no period for it."
      : "";
  return {
    title: "Dated facts changed",
    description: `${by ?? "Staff"} changed the ${said.join(", ")}. ${after}`.trim(),
    shared: false,
  };
}

/**
 * An intake awaiting acceptance leaves that state only by being accepted or declined (its
 * conflict check decided first), and no case goes back into it (issue 36).
 */
function assertStatusChangeAllowed(from: CaseStatus, to: CaseStatus) {
  if (from === "awaiting_acceptance") {
    throw new ServiceError(
      409,
      "This case is awaiting acceptance: accept or decline it instead of changing its status.",
    );
  }
  if (to === "awaiting_acceptance") {
    throw new ServiceError(409, "A case cannot be put back to awaiting acceptance.");
  }
  if (!(CASE_STATUSES as readonly string[]).includes(to)) {
    throw new ServiceError(400, "Please correct the highlighted fields.", {
      status: ["Choose one of the case statuses"],
    });
  }
}

export const NOTHING_TO_CHANGE =
  "Give a new status, priority, attorney, title, description, practice area, incident date, jurisdiction or claim type";

/**
 * The attorney on a case (or an administrator) changes its status or priority; an administrator
 * may give it to another attorney. Each change is an event on the timeline, the firm's own unless
 * `notifyClient`: then the client sees it and is notified (never of the priority, the firm's own
 * judgement). The new attorney is told the case is theirs: all in one transaction. Its title,
 * description and practice area are edited too: each such change is an internal note on the
 * timeline (the client sees the case's new words, not a notice). Values equal to the case's own
 * change nothing. Answers the case, the changes made in words, and whether the client was told.
 */
export async function updateCase(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
): Promise<{ case: PublicCase; changes: string[]; clientNotified: boolean }> {
  const values = parseOrThrow(CaseUpdateSchema, input);
  const { notifyClient, ...asked } = values;
  if (Object.values(asked).every((value) => value === undefined)) {
    throw new ServiceError(400, NOTHING_TO_CHANGE);
  }
  const found = await findVisibleCase(user, caseId, { action: "update" });
  await refuseFutureDay(values.incidentDate, "incidentDate", FUTURE_INCIDENT);
  if (values.staffId !== undefined) authorize(user, "reassign", "case");
  const attorney =
    values.staffId !== undefined && values.staffId !== found.staffId
      ? await User.findOne({
          where: { id: values.staffId, role: "staff" },
          attributes: ["id", "firstName", "lastName"],
        })
      : null;
  if (values.staffId !== undefined && values.staffId !== found.staffId && !attorney) {
    throw new ServiceError(400, "Please correct the highlighted fields.", {
      staffId: ["Choose one of the firm's attorneys"],
    });
  }

  return sequelize.transaction(async (transaction) => {
    const legalCase = await LegalCase.findByPk(found.id, {
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!legalCase) throw new ServiceError(404, "Case not found");
    const changes: Array<{ title: string; description: string; shared: boolean }> = [];
    const by = fullName(user);
    if (values.status !== undefined && values.status !== legalCase.status) {
      assertStatusChangeAllowed(legalCase.status, values.status);
      changes.push({
        title: `Status changed to ${humanise(values.status)}`,
        description: `${by} changed the case's status from ${humanise(legalCase.status)} to ${humanise(values.status)}.`,
        shared: true,
      });
      legalCase.status = values.status;
    }
    if (values.priority !== undefined && values.priority !== legalCase.priority) {
      changes.push({
        title: `Priority changed to ${humanise(values.priority)}`,
        description: `${by} changed the case's priority from ${humanise(legalCase.priority)} to ${humanise(values.priority)}.`,
        shared: false,
      });
      legalCase.priority = values.priority;
    }
    if (attorney) {
      changes.push({
        title: `Attorney changed to ${fullName(attorney)}`,
        description: `${fullName(attorney)} is now the attorney handling this case.`,
        shared: true,
      });
      legalCase.staffId = attorney.id;
    }
    const edited: string[] = [];
    if (values.title !== undefined && values.title !== legalCase.title) {
      changes.push({
        title: "Title changed",
        description: `${by} changed the case's title from "${legalCase.title}" to "${values.title}".`,
        shared: false,
      });
      legalCase.title = values.title;
      edited.push("title");
    }
    if (values.description !== undefined && values.description !== legalCase.description) {
      changes.push({
        title: "Description changed",
        description: `${by} rewrote the case's description.`,
        shared: false,
      });
      legalCase.description = values.description;
      edited.push("description");
    }
    if (values.practiceArea !== undefined && values.practiceArea !== legalCase.caseType) {
      changes.push({
        title: `Practice area changed to ${values.practiceArea}`,
        description: `${by} changed the case's practice area from ${legalCase.caseType} to ${values.practiceArea}.`,
        shared: false,
      });
      legalCase.caseType = values.practiceArea;
      edited.push("practiceArea");
    }
    if (values.stage !== undefined && values.stage !== legalCase.stage) {
      // Issue 41: the tier of the contingency fee follows it; the firm's own record.
      changes.push({
        title: `Stage changed to ${CASE_STAGE_LABELS[values.stage]}`,
        description: `${by} moved the case from the ${CASE_STAGE_LABELS[legalCase.stage as CaseStage]} stage to the ${CASE_STAGE_LABELS[values.stage]} stage.`,
        shared: false,
      });
      legalCase.stage = values.stage;
    }
    const facts = changeFacts(legalCase, values, by);
    if (facts) {
      changes.push(facts);
      edited.push("facts");
    }
    if (changes.length === 0) {
      return { case: toPublicCase(found), changes: [], clientNotified: false };
    }
    await legalCase.save({ transaction });
    if (facts) await syncLimitationEvent(legalCase, transaction);
    // Told to the client only when the attorney says so, and never of the firm's own judgements.
    const told = notifyClient ? changes.filter((change) => change.shared) : [];
    for (const { shared, ...change } of changes) {
      // Told to the client once, below, rather than once per change.
      await writeCaseEvent(
        legalCase,
        user,
        { ...change, eventType: "note", sharedWithClient: notifyClient === true && shared },
        transaction,
        { notify: notifyClient === true && shared && told.length === 1, alert: "client_status" },
      );
    }
    if (told.length > 1) {
      await notifyUsers(
        [legalCase.clientId],
        {
          type: "case_update",
          title: "Your case was updated",
          message: `${legalCase.title}: ${told.map((change) => change.title).join("; ")}.`,
          actionUrl: portalCaseUrl(legalCase.id),
          relatedCaseId: legalCase.id,
        },
        transaction,
        "client_status",
      );
    }
    if (attorney) {
      await notifyUsers(
        [attorney.id],
        {
          type: "case_update",
          title: "A case was assigned to you",
          message: `${by} assigned ${legalCase.title} to you.`,
          actionUrl: caseUrl(legalCase.id),
          relatedCaseId: legalCase.id,
        },
        transaction,
        "staff_assignment",
      );
    }
    await audit(transaction, "case_updated", user, ["case", legalCase.id], {
      status: legalCase.status,
      priority: legalCase.priority,
      staffId: legalCase.staffId ?? null,
      clientNotified: told.length > 0,
      ...(edited.length > 0
        ? { edited, title: legalCase.title, caseType: legalCase.caseType }
        : {}),
      ...(facts
        ? {
            incidentDate: legalCase.incidentDate ?? null,
            jurisdiction: legalCase.jurisdiction ?? null,
            claimType: legalCase.claimType ?? null,
            limitationDate: legalCase.limitationDate ?? null,
          }
        : {}),
    });
    return {
      case: toPublicCase(Object.assign(legalCase, { staff: attorney ?? found.staff })),
      changes: changes.map((change) => change.title),
      clientNotified: told.length > 0,
    };
  });
}
