import { createContext } from "react";

/**
 * Inside a dialog that is a dialog even without JavaScript (Dialog, not modalOnlyWithJavaScript):
 * its form's refused post keeps its error summary in the dialog rather than first in `main`
 * (page-error-summary.tsx), where a screen reader kept inside the dialog would not reach it.
 */
export const InModalDialog = createContext(false);
