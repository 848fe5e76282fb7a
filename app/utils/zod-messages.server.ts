import * as z from "zod/mini";
import { en } from "zod/locales";

/**
 * zod/mini carries no messages of its own: the server words every issue a schema does not word
 * itself in English, as zod's full build does by default. The browser goes without (it would
 * cost every page with a form 0.8 KB gzip): our form schemas word every issue a person can cause
 * there, and the server always checks again.
 */
z.config(en());
