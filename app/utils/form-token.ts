/**
 * The hidden field with a page's one-time form token (issued by the root loader with every page,
 * so a new one after every post): a second post of the same token is answered as the first was.
 */
export const FORM_TOKEN_FIELD = "formToken";
