-- Lists paged, sorted and searched by the server (docs/product.md §10.18).
-- Substring search through pg_trgm (PostgreSQL's contrib; PGlite loads it as an extension): the lower-cased
-- search keys joined by a line break, indexed as trigrams, so LIKE '%ann%' reads the index instead of every row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- array_to_string is only STABLE (for arrays of any type); over text it never changes, and an index needs that.
CREATE OR REPLACE FUNCTION search_text(keys text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT array_to_string(keys, E'\n') $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clients_search" ON "clients" USING gin (search_text("search_keys") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transactions_search" ON "transactions" USING gin (search_text("search_keys") gin_trgm_ops);--> statement-breakpoint
-- The newest-first indexes were built DESC NULLS LAST, which a plain ORDER BY … DESC (NULLS FIRST) does not
-- match: PostgreSQL sorted every row instead (297 ms against 143 ms at 100,000 clients). Plain DESC serves
-- DESC forwards and ASC backwards; the columns are NOT NULL, so no row moves.
DROP INDEX IF EXISTS "clients_newest_first";--> statement-breakpoint
CREATE INDEX "clients_newest_first" ON "clients" USING btree ("join_date" DESC, "user_id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "transactions_newest_first";--> statement-breakpoint
CREATE INDEX "transactions_newest_first" ON "transactions" USING btree ("transaction_date" DESC, "transaction_id" DESC);--> statement-breakpoint
-- The clients list sorted by balance, either way, ties by id: its first page at 100,000 clients.
CREATE INDEX IF NOT EXISTS "clients_by_points" ON "clients" USING btree ("points", "user_id");
