-- A client's phone (docs/product.md §10.24): E.164 as the core normalised it, '' for none. A client needs an
-- email or a phone, so an email may now be '' too: each is unique among the clients that have one.
ALTER TABLE "clients" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
DROP INDEX "clients_email_key";--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_key" ON "clients" USING btree ("email_key") WHERE "email_key" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "clients_phone" ON "clients" USING btree ("phone") WHERE "phone" <> '';
