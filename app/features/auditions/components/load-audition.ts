/** The audition dialog, then its form and schema: each loads when first needed, not with the page. */
export const loadAuditionDialog = () => import("./audition-dialog");
export { loadAuditionForm } from "./load-audition-form";
