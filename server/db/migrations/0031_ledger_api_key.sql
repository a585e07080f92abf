-- A ledger entry a till booked names its API key by the key's id, a field of its own (docs/product.md §10.26):
-- no longer read from the actor's name, which an admin's own name may resemble and a key's rename leaves behind.
ALTER TABLE "transactions" ADD COLUMN "api_key_id" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id")
  REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The entries keys booked before this: each was written under its key's id (migration 0025), and a key's row is
-- never deleted, so an entry whose actor id is a key's id was booked by that key; every other row stays null.
UPDATE "transactions" SET "api_key_id" = "admin_user_id"
  WHERE "admin_user_id" IN (SELECT "id" FROM "api_keys");
