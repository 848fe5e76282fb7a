import { Form } from "@remix-run/react";
import type { FormDraft } from "~/utils/form-builder";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { ErrorSummary } from "../ui/error-summary";
import { AnswerFields } from "./answer-fields";
import { DraftInputs } from "./draft-inputs";
import { restoreFocus } from "./form-builder-editor";

/**
 * The draft as clients will see it, with the same checks as the real form, storing nothing. The
 * draft travels along in hidden inputs, so Back to editing returns to it as it was.
 */
export function FormPreview({
  draft,
  preview,
  attempt,
  focus,
}: {
  draft: FormDraft;
  preview: { values: Record<string, string | string[]>; errors: Record<string, string[]> } | null;
  attempt: unknown;
  focus: string | null;
}) {
  const errors = preview?.errors ?? {};
  const summary = Object.entries(errors).flatMap(([fieldId, messages]) =>
    messages.map((message) => ({ fieldId: `answer-${fieldId}`, message })),
  );
  const passed = preview !== null && summary.length === 0;
  return (
    <Form
      method="post"
      noValidate
      preventScrollReset
      className="space-y-4"
      aria-labelledby="preview-heading"
    >
      <input type="hidden" name="intent" value="builder" />
      <DraftInputs draft={draft} />
      <div className="rounded-control border border-brand bg-brand-soft p-3 text-sm">
        <h2
          id="preview-heading"
          tabIndex={-1}
          {...restoreFocus("preview-heading", focus)}
          className="font-semibold"
        >
          Preview
        </h2>
        <p>
          This is the form as clients will see it. Check answers runs its checks; nothing you enter
          here is stored.
        </p>
      </div>
      <Card as="section" aria-labelledby="preview-title" className="space-y-4">
        <div>
          <h3 id="preview-title" className="text-xl font-bold">
            {draft.title.trim() || "Untitled form"}
          </h3>
          {draft.description.trim() ? (
            <p className="mt-1 whitespace-pre-line text-ink-muted">{draft.description}</p>
          ) : null}
        </div>
        <ErrorSummary id="preview-errors" fieldErrors={summary} attempt={attempt} />
        {passed ? (
          <p role="status" className="rounded-control bg-success-soft p-3 text-success">
            Every answer passes the form&apos;s checks. Nothing was stored: this is a preview.
          </p>
        ) : null}
        <AnswerFields
          fields={draft.fields}
          values={preview?.values ?? {}}
          errors={errors}
          fileNote="In the preview, a chosen file is checked but not uploaded."
        />
      </Card>
      <div className="flex flex-wrap gap-2">
        <Button name="op" value="check-preview">
          Check answers
        </Button>
        <Button variant="secondary" name="op" value="edit">
          Back to editing
        </Button>
      </div>
    </Form>
  );
}
