/**
 * A field's messages, right under it; the control names `id` in its aria-describedby. Apart from
 * fields.tsx, so that a form without form state (the builder, a built form) loads none of it.
 */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="text-sm font-medium text-danger">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}
