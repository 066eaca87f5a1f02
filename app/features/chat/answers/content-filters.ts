import type { ContentDoc } from "../types";

/** Only the FAQ's passages (for topDoc's filter). */
export const faqOnly = (d: ContentDoc) => d.id.startsWith("faq:");
