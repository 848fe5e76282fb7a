import { Link } from "@remix-run/react";
import { Card } from "~/components/ui/card";

export interface FormToFillLink {
  id: number;
  title: string;
  description: string;
}

/** The firm's published forms a client may fill in, each a link to it (the portal's Overview). */
export function FormsToFill({ forms }: { forms: FormToFillLink[] }) {
  return (
    <Card as="section" aria-labelledby="forms-to-fill-title" className="mt-6">
      <h2 id="forms-to-fill-title" className="text-lg font-semibold text-ink">
        Forms
      </h2>
      {forms.length === 0 ? (
        <p className="mt-2 text-ink-muted">No forms to fill in</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {forms.map((form) => (
            <li key={form.id} className="py-3 first:pt-0 last:pb-0">
              <Link
                to={`/forms/${form.id}`}
                className="font-medium text-brand underline hover:no-underline"
              >
                Fill in {form.title}
              </Link>
              {form.description ? (
                <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{form.description}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
