import type { ReactNode } from "react";

/**
 * One dated entry of a timeline or a conversation: what kind it is (a badge), who wrote it and
 * when, then its heading and its text (line breaks kept). The list around it gives it its place.
 */
export function Entry({
  badge,
  byline,
  time,
  title,
  text,
}: {
  badge: ReactNode;
  byline?: string | null;
  /** The moment as ISO text for machines, and as the reader's words. */
  time: { iso: string; text: string };
  title: string;
  text: string;
}) {
  return (
    <>
      {/* Spaces between the parts, for a text browser (the flex gap is the screen's). */}
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        {badge} {byline ? <span>{byline}</span> : null} <time dateTime={time.iso}>{time.text}</time>
      </p>
      <h3 className="mt-1 font-medium text-ink">{title}</h3>
      <p className="mt-1 whitespace-pre-line break-words text-ink">{text}</p>
    </>
  );
}
