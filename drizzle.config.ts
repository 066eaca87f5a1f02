import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema/",
  out: "./drizzle",
  casing: "snake_case",
});
