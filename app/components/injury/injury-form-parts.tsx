import type { ReactNode } from "react";
import { SelectField } from "~/components/ui/fields";
import type { IntentReply } from "~/components/ui/form";
import type { FieldMeta } from "~/utils/form-state";

/** A screen action's reply as the injury file's forms read it: with the posting form's id. */
export type InjuryReply = (IntentReply & { form?: string }) | null | undefined;

/**
 * The reply for one of several forms of the same intent (one per row): only the form that was
 * sent shows its errors.
 */
export const replyFor = (reply: InjuryReply, intent: string, formId: string) =>
  reply?.intent === intent && reply.form === formId ? reply : null;

/** A money box's hint: what the form reads. */
export const DOLLARS_HINT = "In US dollars, like 25,000.00";

/** The newest row's id: a form keyed on it is emptied after each row it adds. */
export const newestId = (rows: ReadonlyArray<{ id: number }>) =>
  rows.reduce((max, row) => Math.max(max, row.id), 0);

/** A provider's name by its id, for the lists that name one (a request, a bill). */
export function providerNames(providers: ReadonlyArray<{ id: number; name: string }>) {
  const names = new Map(providers.map((provider) => [provider.id, provider.name]));
  return (id: number) => names.get(id) ?? `Provider #${id}`;
}

/** The choice of one of the case's providers (a request to them, their bill). */
export function ProviderSelect({
  meta,
  providers,
}: {
  meta: FieldMeta;
  providers: ReadonlyArray<{ id: number; name: string }>;
}) {
  return (
    <SelectField
      meta={meta}
      label="Provider"
      placeholder="Choose a provider"
      options={providers.map((provider) => ({ value: String(provider.id), label: provider.name }))}
    />
  );
}

/** One of the file's lists: its heading, then its table. */
export function FileList({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
