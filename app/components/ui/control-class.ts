/**
 * The look of a text box, drop-down or text area: the one place its class list is written.
 * `extra` adds layout (say, `resize-y`) to it. Apart from fields.tsx so that a filter form, which
 * has no form state, loads none of it; and so the form kit's modules share one chunk.
 */
export function controlClass(invalid: boolean, extra?: string): string {
  return [
    "block w-full rounded-control border bg-white px-3 py-2 text-ink disabled:bg-slate-100",
    invalid ? "border-danger" : "border-ink-subtle",
    extra,
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * What a date field says under its label (the format dates.ts reads first). Here, beside the
 * look, because every page with a date field loads this module already: a module of its own was
 * one more chunk on pages at the edge of their JavaScript budget. dates.test.ts holds it to
 * dates.ts's DATE_EXAMPLE.
 */
export const DATE_HINT = "For example, 11/20/2026";
