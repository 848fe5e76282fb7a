import type { ReactNode } from "react";

/** A screen's title, with room for a short line under it. */
export function ScreenHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {children ? <div className="mt-1 text-ink-muted">{children}</div> : null}
    </div>
  );
}
