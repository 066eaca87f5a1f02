import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema";
import { pageConfigSchema } from "~/domain/page-config";
import type { PageEditor } from "./page-editor-types";

/** One event's page configuration as its editor opens it, at the event's current version. */
export async function getPageEditor(options: { db: Db; eventId: number }): Promise<PageEditor | null> {
  const [event] = await options.db
    .select({ id: events.id, version: events.version, slug: events.slug, cityName: events.cityName, hasPage: events.hasPage, page: events.page })
    .from(events)
    .where(eq(events.id, options.eventId));
  if (!event) return null;
  return { ...event, page: pageConfigSchema.parse(event.page) };
}
