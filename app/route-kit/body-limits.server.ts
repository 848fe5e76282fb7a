import { FORM_LIMITS } from "~/utils/form-builder";

/**
 * How much of a request body the server reads. server.js reads every body that is not multipart
 * whole under these limits before Remix sees it (413 past them); a multipart body streams on to
 * the upload reader (upload.server.ts), which holds its text to the same form limit and its parts
 * to busboy's counts. Files have the storage module's own limit (MAX_UPLOAD_BYTES).
 */

/**
 * A urlencoded form, and all the text fields of a multipart one together. The longest legitimate
 * form is the form builder's page with every field and option at its limit: about 0.6 MB in Latin
 * text (50 fields × 50 options of 200 characters); a built form's 50 answers are 10,000 characters
 * at most each.
 */
export const MAX_FORM_BYTES = 1024 * 1024;

/** A JSON body (the /api contract), and a body of any other type. */
export const MAX_JSON_BYTES = 64 * 1024;

/** Each text field of a multipart form; they are short. */
export const MAX_TEXT_FIELD_BYTES = 64 * 1024;

/**
 * Text fields of a multipart form: a built form with every option of every field ticked (a
 * checkbox group sends one value per box), and the kit's own fields.
 */
export const MAX_FORM_FIELDS = FORM_LIMITS.fields * FORM_LIMITS.options + 100;

/** Header lines of one part of a multipart form (a browser sends two). */
export const MAX_PART_HEADERS = 8;

/** The limits server.js applies (it is plain JavaScript outside the build, and reads them here). */
export const BODY_LIMITS = { form: MAX_FORM_BYTES, other: MAX_JSON_BYTES } as const;
