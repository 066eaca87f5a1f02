/** The audition form and its schema: loaded when first needed (by the dialog, or ahead of it by the provider). */
export const loadAuditionForm = () => import("./audition-form");
