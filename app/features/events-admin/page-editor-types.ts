import type { PageConfig } from "~/domain/page-config";

/** One event's page configuration as its editor opens it. */
export interface PageEditor {
  id: number;
  version: number;
  slug: string;
  cityName: string;
  hasPage: boolean;
  /** The stored configuration as the schema reads it (defaults filled in): the form's first draft. */
  page: PageConfig;
}
