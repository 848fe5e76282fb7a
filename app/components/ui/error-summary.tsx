/**
 * The GOV.UK-style summary at the top of a failed form: what went wrong, each message linking to
 * its field. Announced as an alert.
 */
export function ErrorSummary({
  id,
  formErrors,
  fieldErrors,
}: {
  id: string;
  formErrors?: string[];
  fieldErrors: Array<{ fieldId: string; message: string }>;
}) {
  if (!formErrors?.length && fieldErrors.length === 0) return null;
  return (
    <div
      id={id}
      role="alert"
      aria-labelledby={`${id}-title`}
      className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        There is a problem
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {formErrors?.map((message) => (
          <li key={message}>{message}</li>
        ))}
        {fieldErrors.map((error) => (
          <li key={`${error.fieldId}-${error.message}`}>
            <a href={`#${error.fieldId}`} className="font-medium underline">
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
