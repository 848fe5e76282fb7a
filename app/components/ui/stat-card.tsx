import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Card } from "./card";

/** A row of figures: a description list, each StatCard a term and its value. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</dl>;
}

/** One figure: what it is, the value, and optionally a line under it and a link to the details. */
export function StatCard({
  label,
  value,
  hint,
  link,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  link?: { to: string; text: string };
}) {
  return (
    <Card pad="sm" raised>
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-ink">{value}</dd>
      {hint ? <dd className="mt-1 text-sm text-ink-muted">{hint}</dd> : null}
      {link ? (
        <dd className="mt-2 text-sm">
          <Link to={link.to} className="font-medium text-brand underline hover:no-underline">
            {link.text}
          </Link>
        </dd>
      ) : null}
    </Card>
  );
}
