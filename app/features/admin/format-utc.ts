/** Moved to app/domain (the admin kit's time cell reads it too); kept here for the pages that import it from the admin feature. */
export { formatUtc } from "~/domain/format-utc";
