/**
 * The form builder's loader and action (routes/form-builder.$formId.tsx re-exports them, so the
 * services stay out of the page's bundle).
 *
 * The builder is one form that carries the whole draft. Its buttons name an operation (`op`):
 * adding, moving or removing a field or an option, previewing, checking the preview's answers,
 * saving. An editing operation changes nothing stored: the action answers the changed draft and
 * the page shows it (with JavaScript, without a reload). Only Save as Draft, Save & Publish and
 * Unpublish write, then redirect (post/redirect/get).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import {
  createForm,
  getForm,
  unpublishForm,
  updateForm,
  type FormDetail,
} from "~/services/forms.server";
import { smsConfigured } from "~/services/mail/transport.server";
import { resolveStaffFields, staffChoices, staffLabel } from "~/services/people.server";
import { readAnswers } from "~/utils/form-answers";
import {
  applyBuilderOp,
  draftFromFormData,
  newDraft,
  parseBuilderIntent,
  type DraftErrors,
  type FormDraft,
} from "~/utils/form-builder";
import { requireRecordId } from "~/utils/record-id";
import { ServiceError } from "~/utils/service-error";
import type { ToastInput } from "~/services/toast.server";

/** What the page shows after an operation: the builder, or the preview of the draft. */
export interface BuilderReply {
  draft: FormDraft;
  mode: "edit" | "preview";
  /** Each save's refused rules, on the path they are about (`fields[2].label`). */
  errors: DraftErrors;
  formError: string | null;
  /** The id of the element that takes focus, so the person carries on where they were. */
  focus: string | null;
  /** The preview's answers and what its checks said of them, once checked. */
  preview: { values: Record<string, string | string[]>; errors: Record<string, string[]> } | null;
  toast: ToastInput | null;
  /** The auto-assigned attorney as a typed box shows them (a firm too large for a drop-down). */
  assignee?: string | null;
  /** New with every reply: the page's inputs start again from the reply's draft. */
  nonce: string;
}

export const SAVED_TOAST: Record<"draft" | "published", ToastInput> = {
  published: {
    title: "Form saved successfully",
    description: "Your form has been saved and can be accessed by clients.",
  },
  draft: {
    title: "Form saved successfully",
    description: "Your draft has been saved. Clients see the changes once you publish them.",
  },
};

function meta(form: FormDetail | null) {
  return form
    ? {
        id: form.id,
        isPublished: form.isPublished,
        version: form.version,
        hasDraftChanges: form.hasDraftChanges,
        updatedAt: form.updatedAt,
      }
    : null;
}

function draftOf(form: FormDetail): FormDraft {
  const { title, description, fields, notificationSettings, autoAssignTo } = form;
  return { title, description, fields, notificationSettings, autoAssignTo };
}

/** `new` or a form's id; the built-in consultation form is changed in the code, not here. */
async function formOf(user: Parameters<typeof getForm>[0], formId: string | undefined) {
  if (formId === "new") return null;
  const form = await getForm(user, requireRecordId(formId, "Form not found"));
  if (form.builtIn) {
    throw new ServiceError(409, "The consultation form is built in and cannot be changed here.");
  }
  return form;
}

export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "formBuilder", async ({ user, params }) => {
    const [form, staff] = await Promise.all([formOf(user, params.formId), staffChoices(user)]);
    return {
      form: meta(form),
      draft: form ? draftOf(form) : newDraft(),
      staff,
      assignee: staff.complete ? null : await staffLabel(form?.autoAssignTo ?? null),
      smsConfigured: smsConfigured(),
    };
  });

const reply = (draft: FormDraft, more: Partial<BuilderReply> = {}, status = 200) =>
  Response.json(
    {
      draft,
      mode: "edit",
      errors: {},
      formError: null,
      focus: null,
      preview: null,
      toast: null,
      nonce: crypto.randomUUID(),
      ...more,
    } satisfies BuilderReply,
    { status },
  );

export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "formBuilder", (intent) => ({
    builder: intent(null, async ({ user, params, formData, redirect }) => {
      // A larger firm's typed attorney (StaffField's box): kept as typed until it names one.
      const named = await resolveStaffFields(user, formData, ["autoAssignTo"]);
      const draft = draftFromFormData(formData);
      const refused = Object.keys(named.errors).length > 0;
      const assignee = named.typed.autoAssignTo ?? (await staffLabel(draft.autoAssignTo));
      const answer = (next: FormDraft, more: Partial<BuilderReply> = {}, status = 200) =>
        reply(next, { assignee, ...more, errors: { ...named.errors, ...more.errors } }, status);
      const op = String(formData.get("op") ?? "");
      const editing = parseBuilderIntent(op);
      if (editing) {
        const done = applyBuilderOp(draft, editing);
        return answer(
          done.draft,
          { focus: done.focus, formError: done.refused ?? null },
          done.refused ? 400 : 200,
        );
      }
      switch (op) {
        case "refresh":
          return answer(draft);
        case "edit":
          return answer(draft, { focus: "preview-button" });
        case "preview":
          return answer(draft, { mode: "preview", focus: "preview-heading" });
        case "check-preview": {
          const checked = readAnswers(draft.fields, formData);
          const failed = Object.keys(checked.errors).length > 0;
          return answer(draft, { mode: "preview", preview: checked }, failed ? 400 : 200);
        }
        case "unpublish": {
          const form = await formOf(user, params.formId);
          if (!form) return answer(draft);
          await unpublishForm(user, form.id);
          return redirect(`/form-builder/${form.id}`, {
            title: "Form unpublished",
            description: "Clients can no longer fill it in. Publish it again at any time.",
          });
        }
        case "save-draft":
        case "publish": {
          if (refused) return answer(draft, {}, 400);
          const isPublished = op === "publish";
          const form = await formOf(user, params.formId);
          const input = { ...draft, isPublished };
          try {
            const saved = form
              ? await updateForm(user, form.id, input)
              : await createForm(user, input);
            return redirect(
              `/form-builder/${saved.id}`,
              SAVED_TOAST[isPublished ? "published" : "draft"],
            );
          } catch (error) {
            if (!(error instanceof ServiceError) || error.status !== 400) throw error;
            return answer(
              draft,
              {
                errors: error.fieldErrors ?? {},
                formError: error.fieldErrors ? null : error.message,
                toast: { title: "Error saving form", description: error.message },
              },
              400,
            );
          }
        }
        default:
          throw new ServiceError(400, "Unknown action");
      }
    }),
  }));
