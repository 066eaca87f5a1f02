import type { ComponentType } from "react";
import type { SectionKey } from "~/features/catalog/page-config";
import type { SectionProps } from "./types";
// imports: sections-a
// imports: sections-b
// imports: schedule-pricing
// imports: faq

/** Which component draws each section key an event's page configuration may list. */
export const sectionComponents: Partial<Record<SectionKey, ComponentType<SectionProps>>> = {
  // entries: sections-a
  // entries: sections-b
  // entries: schedule-pricing
  // entries: faq
};
