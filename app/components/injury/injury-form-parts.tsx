import { Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type * as z from "zod/mini";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckboxField, SelectField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import type { loader as injuryFrameLoader } from "~/screens/injury-file.server";
import type { FieldMeta } from "~/utils/form-state";
import type { FormSpec } from "~/utils/form-specs";
import { INJURY_FORM_SPECS } from "~/utils/injury-form-specs";
import { dollarsInput } from "~/utils/money";

/** A screen action's reply as the injury file's forms read it: with the posting form's id. */
export type InjuryReply = (IntentReply & { form?: string }) | null | undefined;

/**
 * The reply for one of several forms of the same intent (one per row): only the form that was
 * sent shows its errors.
 */
export const replyFor = (reply: InjuryReply, intent: string, formId: string) =>
  reply?.intent === intent && reply.form === formId ? reply : null;

/**
 * The injury file's damages, read by a section from the frame's loader above it (here, in the
 * module every section loads, not a chunk of its own).
 */
export function useInjuryDamages() {
  return useRouteLoaderData<typeof injuryFrameLoader>("routes/cases.$caseId_.injury")!.damages;
}

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

/** A section's page: its lists in the wide column, its Add cards (`cards`) beside them. */
export function SectionColumns({ cards, children }: { cards: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-6 xl:grid-cols-3">
      <div className="space-y-6 xl:col-span-2">{children}</div>
      <div className="space-y-6">{cards}</div>
    </div>
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

type Fields<S extends z.ZodMiniObject> = ReturnType<typeof useIntentForm<S>>["fields"];

/**
 * One row's form (an edit, a note, a removal): its own id, so only it shows the server's errors.
 * With `summary`, the row shows only a link (`?edit={id}`, no script) and the form is rendered for
 * the one row it opens, or the one the server refused, errors beside its fields: a list of rows
 * costs its rows, not a form for each.
 */
export function RowForm<S extends z.ZodMiniObject>(props: RowFormProps<S>) {
  const edit = useEditLinks();
  const { id, summary } = props;
  const mine = replyFor(props.reply, props.intent, id);
  if (!summary || mine || edit.open === id) {
    return <OpenRowForm {...props} mine={mine} closeTo={summary ? edit.to(null) : null} />;
  }
  return (
    <p className="mt-2">
      <EditLink to={edit.to(id)} className="text-sm font-medium ">
        {summary}
      </EditLink>
    </p>
  );
}

/**
 * A link that opens or closes a form of the page (a row's Edit, Remove, Mark received; an Add
 * card's heading; Cancel), `to` this page's path. The server draws it as the anchor a Remix Link
 * draws (the same href and attributes) without the Link: resolving each one's route cost the
 * Treatment section 0.5–0.7 ms of CPU per request over its 30-odd rows. In the browser it is the
 * Link, so hydration finds its own markup, and JavaScript opens the form in place.
 */
function EditLink({
  to,
  className,
  children,
}: {
  to: string;
  /** Classes before the link's own, each followed by a space. */
  className: string;
  children: ReactNode;
}) {
  const classes = `${className}text-brand underline`;
  return typeof document === "undefined" ? (
    <a className={classes} data-discover="true" href={to}>
      {children}
    </a>
  ) : (
    <Link to={to} preventScrollReset className={classes}>
      {children}
    </Link>
  );
}

/**
 * One of a section's Add forms (a claim, a provider, a bill, ...) in its card: closed, its heading
 * is a link (`?edit={id}`, no script) and the form is not rendered; opened, or refused by the
 * server (its errors beside its fields), the form (`children`) and Cancel. A section's page costs
 * its lists, not forms nobody opened; a successful add redirects to the section, which closes it.
 */
export function AddCard({
  id,
  title,
  intent,
  reply,
  children,
}: {
  id: string;
  title: string;
  intent: string;
  reply: InjuryReply;
  children: ReactNode;
}) {
  const edit = useEditLinks();
  const open = edit.open === id || reply?.intent === intent;
  return (
    <Card as="section" aria-labelledby={`${id}-title`} pad="sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {open ? (
          title
        ) : (
          <EditLink to={edit.to(id)} className="">
            {title}
          </EditLink>
        )}
      </h2>
      {open ? (
        <div className="mt-3">
          {children}
          <CancelLink to={edit.to(null)} />
        </div>
      ) : null}
    </Card>
  );
}

/** An open form's way back: the page without it. */
const CancelLink = ({ to }: { to: string }) => (
  <EditLink to={to} className="mt-2 inline-block text-sm font-medium ">
    Cancel
  </EditLink>
);

/** Which form the page has open (`?edit=`), and its address with another one open, or none. */
function useEditLinks() {
  const { pathname, search } = useLocation();
  return {
    open: new URLSearchParams(search).get("edit"),
    to(id: string | null) {
      const next = new URLSearchParams(search);
      if (id) next.set("edit", id);
      else next.delete("edit");
      const query = String(next);
      return query ? `${pathname}?${query}` : pathname;
    },
  };
}

interface RowFormProps<S extends z.ZodMiniObject> {
  intent: string;
  spec: FormSpec<S>;
  id: string;
  reply: InjuryReply;
  hidden: Record<string, number>;
  /** The row's values: null and false are blank, true is a ticked box, `…Cents` also `…Dollars`. */
  defaults?: Record<string, unknown>;
  summary?: ReactNode;
  submit: ReactNode;
  danger?: boolean;
  children?: (fields: Fields<S>) => ReactNode;
}

function OpenRowForm<S extends z.ZodMiniObject>({
  intent,
  spec,
  id,
  hidden,
  defaults,
  summary,
  submit,
  danger,
  children,
  mine,
  closeTo,
}: RowFormProps<S> & { mine: InjuryReply; closeTo: string | null }) {
  const defaultValue = defaults
    ? (Object.fromEntries(
        Object.entries(defaults).map(([name, value]) =>
          name.endsWith("Cents")
            ? [name.replace(/Cents$/, "Dollars"), dollarsInput(value as number | null)]
            : [
                name,
                value === true ? "on" : value === null || value === false ? "" : String(value),
              ],
        ),
      ) as Partial<Record<keyof z.input<S>, string>>)
    : undefined;
  const state = useIntentForm(intent, spec, mine, { id, defaultValue });
  const form = (
    <IntentForm state={state} className="mt-2 space-y-2" hiddenFields={hidden}>
      {children?.(state.fields)}
      <Button
        size="sm"
        variant={danger ? "danger" : "secondary"}
        pending={state.pending}
        pendingText="Saving..."
      >
        {submit}
      </Button>
    </IntentForm>
  );
  return closeTo ? (
    <div className="mt-2 rounded border border-line p-2">
      <p className="text-sm font-medium text-ink">{summary}</p>
      {form}
      <CancelLink to={closeTo} />
    </div>
  ) : (
    form
  );
}

/** The row's name for a screen reader, after a control's short visible text. */
export const sr = (text: string) => <span className="sr-only"> {text}</span>;

/**
 * A row's Edit (folded, the form's fields from `children`) and its Remove: the intents
 * `edit-{kind}` and `remove-{kind}`, the row's id sent as `{kind}Id` and `rowId`.
 */
export function EditAndRemove<S extends z.ZodMiniObject>({
  kind,
  row,
  what,
  spec,
  reply,
  defaults = row,
  edit = "Edit",
  children,
}: {
  kind: string;
  row: { id: number; updatedAt: string };
  what: string;
  spec: FormSpec<S>;
  reply: InjuryReply;
  defaults?: Record<string, unknown>;
  edit?: string;
  children: (fields: Fields<S>) => ReactNode;
}) {
  return (
    <>
      <RowForm
        key={row.updatedAt}
        intent={`edit-${kind}`}
        spec={spec}
        id={`edit-${kind}-${row.id}`}
        reply={reply}
        hidden={{ [`${kind}Id`]: row.id }}
        defaults={defaults}
        summary={
          <>
            {edit}
            {sr(what)}
          </>
        }
        submit={`Save ${kind}`}
      >
        {children}
      </RowForm>
      <RemoveForm intent={`remove-${kind}`} rowId={row.id} what={what} reply={reply} />
    </>
  );
}

/** Removing a row: folded, and only with "Yes, remove" ticked (checked by the server too). */
export function RemoveForm({
  intent,
  rowId,
  what,
  reply,
}: {
  intent: string;
  rowId: number;
  what: string;
  reply: InjuryReply;
}) {
  return (
    <RowForm
      intent={intent}
      spec={INJURY_FORM_SPECS.remove}
      id={`${intent}-${rowId}`}
      reply={reply}
      hidden={{ rowId }}
      summary={<>Remove{sr(what)}</>}
      submit={<>Remove{sr(what)}</>}
      danger
    >
      {(fields) => <CheckboxField meta={fields.confirm} label={`Yes, remove ${what}`} />}
    </RowForm>
  );
}

/** A draft (from the intake, or the client's word): marked until the attorney says reviewed. */
export function ReviewMark({
  row,
  intent,
  what,
  reply,
}: {
  row: { id: number; needsReview: boolean };
  intent: string;
  what: string;
  reply: InjuryReply;
}) {
  return row.needsReview ? (
    <div className="mt-1">
      <Badge tone="warning">Needs review</Badge>
      <RowForm
        intent={intent}
        spec={INJURY_FORM_SPECS.row}
        id={`${intent}-${row.id}`}
        reply={reply}
        hidden={{ rowId: row.id }}
        submit={<>Mark reviewed{sr(what)}</>}
      />
    </div>
  ) : null;
}
