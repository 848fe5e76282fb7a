import { Link } from "@remix-run/react";
import { Card } from "~/components/ui/card";

export interface FormToFillLink {
  id: number;
  title: string;
  description: string;
}

/** A form the legal team sent for the client's case: its link files the answers there. */
export interface AskedFormLink {
  id: number;
  formId: number;
  title: string;
  url: string | null;
}

/**
 * The portal Overview's Forms: first those the legal team asked for on this case (answers filed
 * on it), then the firm's other published forms a client may fill in, each a link to it.
 */
export function FormsToFill({
  forms,
  asked = [],
  caseTitle,
}: {
  forms: FormToFillLink[];
  asked?: AskedFormLink[];
  caseTitle?: string;
}) {
  const waiting = asked.filter((form) => form.url !== null);
  const askedIds = new Set(waiting.map((form) => form.formId));
  const others = forms.filter((form) => !askedIds.has(form.id));
  return (
    <Card as="section" aria-labelledby="forms-to-fill-title" className="mt-6">
      <h2 id="forms-to-fill-title" className="text-lg font-semibold text-ink">
        Forms
      </h2>
      {waiting.length > 0 ? (
        <>
          <h3 id="forms-asked-title" className="mt-3 font-semibold text-ink">
            Asked for by your legal team
          </h3>
          <ul aria-labelledby="forms-asked-title" className="mt-2 divide-y divide-line">
            {waiting.map((form) => (
              <li key={form.id} className="py-3 first:pt-0 last:pb-0">
                <Link
                  to={form.url!}
                  className="font-medium text-brand underline hover:no-underline"
                >
                  Fill in {form.title}
                </Link>
                {caseTitle ? (
                  <p className="mt-1 text-sm text-ink-muted">For your case: {caseTitle}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {others.length === 0 ? (
        waiting.length > 0 ? null : (
          <p className="mt-2 text-ink-muted">No forms to fill in</p>
        )
      ) : (
        <>
          {waiting.length > 0 ? (
            <h3 id="forms-other-title" className="mt-4 font-semibold text-ink">
              Other forms
            </h3>
          ) : null}
          <ul className="mt-3 divide-y divide-line">
            {others.map((form) => (
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
        </>
      )}
    </Card>
  );
}
