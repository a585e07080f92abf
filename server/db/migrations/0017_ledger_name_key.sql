-- The ledger sorts its Client Name and Admin columns as a person reads a name (docs/product.md §10.18), as the
-- clients list does (0013): by keys computed in JavaScript (src/domain/name-key.ts) and written with each row, so
-- PGlite, PostgreSQL and the demo order alike. COLLATE "C": code-unit order, as JavaScript compares the keys.
-- Rows already here get their keys when the server or a command next opens the database (fillNameKeys in
-- server/store/name-keys.ts).
ALTER TABLE "transactions" ADD COLUMN IF NOT EXISTS "client_name_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN IF NOT EXISTS "admin_name_key" text COLLATE "C";--> statement-breakpoint
-- The rows still without keys, so each start finds them through an index that is empty once they are filled.
CREATE INDEX IF NOT EXISTS "transactions_name_keys_missing" ON "transactions" USING btree ("transaction_id")
  WHERE "client_name_key" IS NULL OR "admin_name_key" IS NULL;
