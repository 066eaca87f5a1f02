import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import type { Job, JobStatus } from "./types";

/** One job by id, or null. */
export async function getJob(db: Db, id: number): Promise<Job | null> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job ?? null;
}

/** The latest jobs of a kind (optionally in some statuses), newest first: what a page shows as running or recent. */
export async function listJobs(db: Db, options: { kind: string; statuses?: readonly JobStatus[]; limit?: number }): Promise<Job[]> {
  const where = options.statuses ? and(eq(jobs.kind, options.kind), inArray(jobs.status, [...options.statuses])) : eq(jobs.kind, options.kind);
  return db.select().from(jobs).where(where).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(options.limit ?? 10);
}
