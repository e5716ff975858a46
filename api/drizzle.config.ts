import { defineConfig } from "drizzle-kit";

// One set of migrations for both drivers (PGlite and PostgreSQL). Every area declares its
// tables in `src/<area>/tables.ts`; drizzle-kit picks them all up from this glob.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/*/tables.ts",
  out: "./drizzle",
  casing: "snake_case",
});
