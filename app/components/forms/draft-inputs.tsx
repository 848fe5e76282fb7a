import type { FormDraft } from "~/utils/form-builder";

/**
 * The whole draft as hidden inputs, named as the builder's own inputs are, so a page that does
 * not show the builder (the preview) still sends the draft back with every button.
 */
export function DraftInputs({ draft }: { draft: FormDraft }) {
  return (
    <>
      <input type="hidden" name="title" value={draft.title} />
      <input type="hidden" name="description" value={draft.description} />
      {draft.notificationSettings.email ? (
        <input type="hidden" name="notifyEmail" value="on" />
      ) : null}
      {draft.notificationSettings.sms ? <input type="hidden" name="notifySms" value="on" /> : null}
      <input type="hidden" name="autoAssignTo" value={draft.autoAssignTo ?? ""} />
      <input type="hidden" name="fieldCount" value={draft.fields.length} />
      {draft.fields.map((field, index) => {
        const at = (part: string) => `fields[${index}].${part}`;
        return (
          <span key={field.id} hidden>
            <input type="hidden" name={at("id")} value={field.id} />
            <input type="hidden" name={at("type")} value={field.type} />
            <input type="hidden" name={at("label")} value={field.label} />
            <input type="hidden" name={at("placeholder")} value={field.placeholder ?? ""} />
            {field.required ? <input type="hidden" name={at("required")} value="on" /> : null}
            {(field.options ?? []).map((option, optionIndex) => (
              <input key={optionIndex} type="hidden" name={at("options")} value={option} />
            ))}
          </span>
        );
      })}
    </>
  );
}
