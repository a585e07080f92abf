-- The clients list sorts names as a person reads them (docs/product.md §10.18): by a key without accents or case,
-- computed in JavaScript (src/domain/name-key.ts) and kept beside the name, so PGlite (no ICU) and PostgreSQL order
-- alike and as the demo does. COLLATE "C": code-unit order, as JavaScript compares the keys.
-- Rows already here get their key when the server or a command next opens the database (fillNameKeys in
-- server/store/name-keys.ts): SQL has no faithful copy of the JavaScript rule, and two rules would drift.
ALTER TABLE "clients" ADD COLUMN IF NOT EXISTS "name_key" text COLLATE "C";--> statement-breakpoint
-- The Name sort's first page, either way, reads this index instead of sorting every client.
CREATE INDEX IF NOT EXISTS "clients_by_name" ON "clients" USING btree ("name_key", "user_id");
