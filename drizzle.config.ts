import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes flat SQL migrations that wrangler and the worker tests both apply.
export default defineConfig({
  dialect: "sqlite",
  schema: "./shared/db/schema.ts",
  out: "./migrations",
});
