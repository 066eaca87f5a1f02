import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { userRoles, users } from "~/db/schema";

/** Everyone with the admin role, oldest first, with when they got it. */
export async function listAdmins(options: { db: Db }) {
  return options.db
    .select({ userId: users.id, name: users.name, email: users.email, twoFactorEnabled: users.twoFactorEnabled, since: userRoles.createdAt })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, "admin"))
    .orderBy(userRoles.createdAt, sql`lower(${users.email})`);
}
