import type { ReactNode } from "react";
import type * as z from "zod/mini";
import type { loader } from "~/screens/dashboard.server";
import {
  dashboardUrl,
  type CollaborationTab,
  type DashboardState,
  type DialogName,
} from "~/utils/dashboard-url";
import { FORM_SPECS, type FormSpec } from "~/utils/form-specs";
import { ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import {
  IntentForm,
  useIntentForm,
  type IntentFormState,
  type IntentReply,
} from "~/components/ui/form";

/** The selected tab's data, as the dashboard's loader gives it. */
export type PanelData = Awaited<ReturnType<typeof loader>>["panel"];

/** What each tab of the Team Collaboration panel gets from the page. */
export interface TabBodyProps<Tab extends CollaborationTab> {
  panel: Extract<PanelData, { tab: Tab }>;
  dialog: DialogName | null;
  timeZone: string;
  /** What the Upload dialog takes, from the loader: uploads.ts stays off the page. */
  upload: UploadRule;
  reply?: IntentReply;
}

/** What a file field says it takes: its `accept` list and the largest size, in words. */
export interface UploadRule {
  accept: string;
  maxSize: string;
}

/** The intent and schema of each dialog's form (the dashboard's action checks the same). */
const DIALOG_FORMS = {
  "new-channel": { intent: "create-channel", spec: FORM_SPECS.newChannel },
  "new-task": { intent: "create-task", spec: FORM_SPECS.newTask },
  "new-article": { intent: "create-article", spec: FORM_SPECS.newArticle },
  "upload-resource": { intent: "upload-resource", spec: FORM_SPECS.newResource },
} as const satisfies Record<DialogName, { intent: string; spec: FormSpec<z.ZodMiniObject> }>;

/** Each dialog's link that opens it, its title, its submit button, and that button while sent. */
const DIALOG_TEXTS: Record<DialogName, readonly [string, string, string, string]> = {
  "new-channel": ["New Channel", "New Channel", "Create Channel", "Creating..."],
  "new-task": ["New Task", "New Task", "Create Task", "Creating..."],
  "new-article": ["Add Article", "Add Article", "Add Article", "Adding..."],
  "upload-resource": ["Upload", "Upload Resource", "Upload", "Uploading..."],
};

/**
 * A tab's heading (`{tab}-title`), with the link that opens the tab's dialog if it has one: URL state, so it
 * opens without JavaScript, and focus comes back to the link when the dialog closes.
 */
export function PanelHeader({
  title,
  here,
  dialog,
}: {
  title: string;
  /** Where the tab is (its channel, its search), kept while the dialog is open. */
  here: DashboardState & { tab: CollaborationTab };
  dialog?: DialogName;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h3 id={`${here.tab}-title`} className="text-base font-semibold text-ink">
        {title}
      </h3>
      {dialog ? (
        <ButtonLink
          to={dashboardUrl({ ...here, dialog })}
          preventScrollReset
          data-opens={`${dialog}-dialog`}
          size="sm"
        >
          {DIALOG_TEXTS[dialog][0]}
        </ButtonLink>
      ) : null}
    </div>
  );
}

type DialogSchema<Name extends DialogName> =
  (typeof DIALOG_FORMS)[Name]["spec"] extends FormSpec<infer Schema> ? Schema : never;

/**
 * One of the panel's dialogs with its form, when the URL opens it. The form checks its fields
 * when it is sent (not as the user tabs through a fresh dialog), and a refusal from the server
 * renders the dialog open again with the answers and the errors.
 */
export function DialogForm<Name extends DialogName>({
  name,
  open,
  ...form
}: {
  name: Name;
  /** The dialog the URL opens. */
  open: DialogName | null;
  here: DashboardState & { tab: CollaborationTab };
  reply?: IntentReply;
  defaultValue?: Partial<Record<keyof z.input<DialogSchema<Name>>, string>>;
  multipart?: boolean;
  children: (fields: IntentFormState<DialogSchema<Name>>["fields"]) => ReactNode;
}) {
  return open === name ? <OpenDialogForm name={name} {...form} /> : null;
}

function OpenDialogForm<Name extends DialogName>({
  name,
  here,
  reply,
  defaultValue,
  multipart = false,
  children,
}: Omit<Parameters<typeof DialogForm<Name>>[0], "open">) {
  const { intent, spec } = DIALOG_FORMS[name];
  const state = useIntentForm<DialogSchema<Name>>(
    intent,
    spec as unknown as FormSpec<DialogSchema<Name>>,
    reply,
    {
      id: name,
      defaultValue,
      shouldValidate: "onSubmit",
    },
  );
  const [, title, submit, pendingText] = DIALOG_TEXTS[name];
  return (
    <Dialog startAtField id={`${name}-dialog`} title={title} closeTo={dashboardUrl(here)}>
      <IntentForm
        state={state}
        action={dashboardUrl({ tab: here.tab, dialog: name })}
        encType={multipart ? "multipart/form-data" : undefined}
        preventScrollReset
        submit={submit}
        pendingText={pendingText}
      >
        {children(state.fields)}
      </IntentForm>
    </Dialog>
  );
}
