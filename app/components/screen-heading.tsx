import type { ReactNode } from "react";

/** A screen's title, with room for a short line under it. */
export function ScreenHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children ? <div className="mt-1 text-slate-700">{children}</div> : null}
    </div>
  );
}
