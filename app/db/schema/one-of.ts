import { sql } from "drizzle-orm";
import { check, type AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * The database refuses a value the column's enum does not list: the enum's types guard only our
 * own code, not a migration, a script or a hand-written statement.
 */
export function oneOf(name: string, column: AnyPgColumn) {
  // drizzle-kit hands extra config a column whose enum is only in its config.
  const values = column.enumValues ?? (column as unknown as { config?: { enumValues?: string[] } }).config?.enumValues;
  if (!values?.length) throw new Error(`${name}: the column has no enum values`);
  return check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", "))})`);
}

