/**
 * A built form's answers by name and element id: a module of its own, so the page's error summary
 * (every page's Layout) links to a field without loading the answers' checks (form-answers.ts).
 */

/** The name of a field's input: `answer.<fieldId>` (a checkbox group repeats it once per box). */
export const answerName = (fieldId: string) => `answer.${fieldId}`;
/** The id of a field's input (its group's first input), which an error summary links to. */
export const answerElementId = (fieldId: string) => `answer-${fieldId}`;
