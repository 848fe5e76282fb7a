import { Link } from "@remix-run/react";

/** The way back to /cases above a case's own page: "Cases / {here}". */
export function CasesTrail({ here }: { here: string }) {
  return (
    <p className="mb-2 text-sm">
      <Link to="/cases" className="text-brand underline">
        Cases
      </Link>
      <span aria-hidden="true"> / </span>
      <span className="text-ink-muted">{here}</span>
    </p>
  );
}
