/**
 * The hidden field an intent form posts its id in (components/ui/form.tsx): the server's reply to
 * a refused post names it (route-kit/screen.server.ts), so the page's error summary links to the
 * form's fields (page-error-summary.tsx). A form id is letters, digits and dashes.
 */
export const FORM_ID_FIELD = "_form";
export const FORM_ID_PATTERN = /^[A-Za-z][A-Za-z0-9-]{0,63}$/;
/** Posted ("1") by a form in a dialog that is one without JavaScript too (dialog-context.ts). */
export const IN_DIALOG_FIELD = "_dialog";
