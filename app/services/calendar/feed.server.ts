import {
  ICalCalendar,
  ICalCalendarMethod,
  ICalEventClass,
  type ICalDateTimeValue,
} from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { CalendarFeed, LegalCase, User, sequelize } from "~/models/index.server";
import { EVENT_TYPE_LABELS } from "~/utils/calendar";
import { caseUrl, portalCaseUrl } from "~/utils/case-urls";
import { SCREENS, authorize, can } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { addDays, dayIn, wallClockOf } from "~/utils/zone-calendar";
import { toPublicUser, type PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { caseOwners } from "../cases.server";
import { hashToken, isLinkToken, newLinkToken } from "../link-tokens.server";
import { mailLink } from "../mail/outbox.server";
import { getSettings } from "../settings.server";
import { findVisibleEvent, listCalendarEvents, type PublicCalendarEvent } from "./events.server";

/**
 * Each attorney's private calendar feed (issue 38 item 6): an iCalendar URL their phone's
 * calendar subscribes to, whose token is the only key (kept as its hash, shown once), and each
 * event as a single .ics download. A feed holds what a calendar needs to remind someone where to
 * be: titles, times, case numbers and locations. Never the explanation of a count, a note, a
 * description or anything of the client: a phone's calendar is synced to other companies' servers.
 */

/** The feed's window: the past month and the next year. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 365;
/** The most events one feed carries (a busy attorney's year fits). */
export const FEED_EVENT_LIMIT = 2000;
/** How often a calendar app is asked to fetch the feed again (REFRESH-INTERVAL), in seconds. */
const REFRESH_SECONDS = 15 * 60;

const FEED_NOT_FOUND = "This calendar feed does not exist or was turned off.";
/** What a repeated request answers in place of the URL, which is shown once. */
export const FEED_SHOWN_ALREADY =
  "The calendar feed link was shown once, in the first answer; it is not shown again. For a new " +
  'one (the old one then stops working), press "Renew link" on your account page or call ' +
  "POST /api/account/calendar-feed.";
const PRODUCT = { company: "Justice Streamlined", product: "Calendar", language: "EN" };

/** Where a feed is read: the token is the last segment, before `.ics`. */
const feedPath = (token: string) => `/calendar/feed/${token}.ics`;

/** A feed as its owner's account page shows it: whether there is one, and since when. */
export interface CalendarFeedState {
  active: boolean;
  createdAt: string | null;
}

/** The account page's card: is the attorney's feed on (its URL is never shown again). */
export async function calendarFeedState(user: PublicUser): Promise<CalendarFeedState> {
  authorize(user, "manage", "calendarFeed");
  const row = await CalendarFeed.findByPk(user.id, { attributes: ["createdAt"] });
  return { active: row !== null, createdAt: row ? row.createdAt.toISOString() : null };
}

/**
 * Makes the attorney's feed URL, or a new one in place of the old, which stops working at once
 * (only the new token's hash is kept). Answers the URL, shown this once; audited.
 */
export async function createFeed(
  user: PublicUser,
  options: { origin?: string | null; ip?: string | null } = {},
): Promise<{ url: string; renewed: boolean }> {
  authorize(user, "manage", "calendarFeed");
  const { token, tokenHash } = newLinkToken();
  const renewed = await sequelize.transaction(async (transaction) => {
    const existing = await CalendarFeed.findByPk(user.id, {
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (existing) {
      await CalendarFeed.update(
        { tokenHash, createdAt: new Date() },
        { where: { userId: user.id }, transaction },
      );
    } else {
      await CalendarFeed.create({ userId: user.id, tokenHash }, { transaction });
    }
    await audit(
      transaction,
      "feed_created",
      user,
      ["user", user.id],
      { renewed: existing !== null },
      options.ip ?? null,
    );
    return existing !== null;
  });
  return { url: mailLink(feedPath(token), options.origin), renewed };
}

/** Turns the attorney's feed off: its URL answers 404 from now on. Audited when there was one. */
export async function revokeFeed(
  user: PublicUser,
  options: { ip?: string | null } = {},
): Promise<{ revoked: boolean }> {
  authorize(user, "manage", "calendarFeed");
  return sequelize.transaction(async (transaction) => {
    const removed = await CalendarFeed.destroy({ where: { userId: user.id }, transaction });
    if (removed > 0) {
      await audit(transaction, "feed_revoked", user, ["user", user.id], null, options.ip ?? null);
    }
    return { revoked: removed > 0 };
  });
}

/**
 * The feed a token opens, as iCalendar text: its owner's cases' events and those they attend
 * (the calendar's "mine"), from 30 days back to a year on. A token that is no feed's, a turned-off
 * or renewed one, a disabled account's and one whose owner is no longer an attorney all answer
 * 404, alike.
 */
export async function feedFor(
  token: unknown,
  options: { origin?: string | null } = {},
): Promise<string> {
  if (!isLinkToken(token)) throw new ServiceError(404, FEED_NOT_FOUND);
  const feed = await CalendarFeed.findOne({
    where: { tokenHash: hashToken(token) },
    include: [
      {
        model: User,
        as: "user",
        required: true,
        attributes: [
          "id",
          "email",
          "firstName",
          "lastName",
          "role",
          "createdAt",
          "staffRequest",
          "disabledAt",
        ],
      },
    ],
  });
  const owner = (feed as (CalendarFeed & { user?: User }) | null)?.user;
  if (!owner || owner.disabledAt) throw new ServiceError(404, FEED_NOT_FOUND);
  const user = toPublicUser(owner);
  if (!can(user, "manage", "calendarFeed")) throw new ServiceError(404, FEED_NOT_FOUND);
  const { timeZone, siteTitle } = await getSettings();
  const today = dayIn(timeZone);
  const { events } = await listCalendarEvents(
    user,
    { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD), mine: true },
    { limit: FEED_EVENT_LIMIT },
  );
  const readable = await readableCases(
    user,
    events.map((event) => event.caseId),
  );
  return icsText(events, {
    name: `${siteTitle}: ${user.firstName} ${user.lastName}`,
    timeZone,
    origin: options.origin,
    // An event they attend on another attorney's case: its month on the calendar, as the case
    // page would answer them 404.
    linkOf: (event) =>
      readable.has(event.caseId)
        ? caseUrl(event.caseId, "dates")
        : `${SCREENS.calendar.path}?month=${event.day.slice(0, 7)}`,
  });
}

/**
 * One event as an .ics file, under its case's rule (a client, only a shared event of their own
 * case; anyone else's answers 404).
 */
export async function eventIcs(
  user: PublicUser,
  eventId: unknown,
  options: { origin?: string | null } = {},
): Promise<{ fileName: string; text: string }> {
  const event = await findVisibleEvent(user, eventId);
  const { timeZone, siteTitle } = await getSettings();
  const text = icsText([event], {
    name: siteTitle,
    timeZone,
    origin: options.origin,
    linkOf: () =>
      user.role === "client" ? portalCaseUrl(event.caseId) : caseUrl(event.caseId, "dates"),
  });
  return { fileName: `event-${event.id}.ics`, text };
}

/** What a calendar shows as the event's title: its own, its case's number, unconfirmed if so. */
export function feedSummary(event: Pick<PublicCalendarEvent, "title" | "caseId" | "confirmed">) {
  const unconfirmed = !event.confirmed && !/unconfirmed/i.test(event.title) ? " (unconfirmed)" : "";
  return `${event.title}${unconfirmed} (Case #${event.caseId})`;
}

/** Of these cases, the ones the user may open. */
async function readableCases(user: PublicUser, caseIds: number[]): Promise<Set<number>> {
  const unique = [...new Set(caseIds)];
  if (unique.length === 0) return new Set();
  const rows = await LegalCase.findAll({
    where: { id: unique },
    attributes: ["id", "clientId", "staffId"],
  });
  return new Set(
    rows.filter((row) => can(user, "read", "case", caseOwners(row))).map((row) => row.id),
  );
}

function icsText(
  events: PublicCalendarEvent[],
  options: {
    name: string;
    timeZone: string;
    origin?: string | null;
    /** Where the event is seen in the product, as a path. */
    linkOf: (event: PublicCalendarEvent) => string;
  },
): string {
  const home = new URL(mailLink("/", options.origin));
  // UTC needs no zone: its times are written as UTC instants (ical-generator's own rule).
  const zone =
    options.timeZone !== "UTC" && vtimezoneOf(options.timeZone) ? options.timeZone : null;
  const calendar = new ICalCalendar({
    name: options.name,
    prodId: PRODUCT,
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
    // The zone's VTIMEZONE for the timed events; no calendar-wide zone, so all-day events stay
    // dates and the stamps UTC.
    timezone: zone ? { name: null, generator: vtimezoneOf } : null,
    x: zone ? [["X-WR-TIMEZONE", zone]] : [],
  });
  for (const event of events) {
    const when = event.allDay ? allDayOf(event) : timedOf(event, zone);
    calendar.createEvent({
      id: `event-${event.id}@${home.hostname}`,
      summary: feedSummary(event),
      location: event.location,
      url: mailLink(options.linkOf(event), home.origin),
      categories: [{ name: EVENT_TYPE_LABELS[event.type] }],
      // Shown as "busy" to anyone the calendar is shared with.
      class: ICalEventClass.PRIVATE,
      ...when,
    });
  }
  return calendar.toString();
}

/** The zone's VTIMEZONE block (tzdb rules), or null for a zone the library does not know. */
function vtimezoneOf(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && typeof block[0] === "string" ? block[0] : null;
}

/** An all-day event: its days as DATE values, the end the day after its last (RFC 5545). */
function allDayOf(event: PublicCalendarEvent) {
  const first = event.startsAt.slice(0, 10);
  const last =
    event.endsAt && event.endsAt.slice(0, 10) > first ? event.endsAt.slice(0, 10) : first;
  return {
    allDay: true,
    start: new Date(`${first}T00:00:00.000Z`),
    end: new Date(`${addDays(last, 1)}T00:00:00.000Z`),
    timezone: null,
  };
}

/**
 * A timed event on the firm's clock (`DTSTART;TZID=…`), or as UTC instants when the zone has no
 * VTIMEZONE or the server's own clock cannot carry the time (see wallClockText).
 */
function timedOf(event: PublicCalendarEvent, zone: string | null) {
  const start = zone ? wallClockText(event.startsAt, zone) : null;
  const end = zone && event.endsAt ? wallClockText(event.endsAt, zone) : null;
  if (zone && start && (end || !event.endsAt)) {
    return { allDay: false, start, end, timezone: zone };
  }
  return {
    allDay: false,
    start: new Date(event.startsAt) as ICalDateTimeValue,
    end: event.endsAt ? new Date(event.endsAt) : null,
    timezone: null,
  };
}

/**
 * The firm's wall clock at an instant, as `YYYY-MM-DDTHH:mm:ss` with no offset. ical-generator
 * writes a zoned time from the local fields of the Date it parses from this, so it is exact
 * unless the server's own zone skips that hour (its daylight-saving gap): then null.
 */
function wallClockText(iso: string, zone: string): string | null {
  const instant = new Date(iso);
  const { day, time } = wallClockOf(instant, zone);
  const text = `${day}T${time}:${String(instant.getUTCSeconds()).padStart(2, "0")}`;
  const local = new Date(text);
  const pad = (value: number) => String(value).padStart(2, "0");
  const readBack =
    `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}` +
    `T${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`;
  return readBack === text ? text : null;
}
