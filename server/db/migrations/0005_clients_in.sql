-- Clients come in (enrolment, import): one client per email, ids from a sequence, and the first start's setup link.
ALTER TABLE "clients" ADD COLUMN "email_key" text;--> statement-breakpoint
UPDATE "clients" SET "email_key" = lower(btrim("email"));--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_key" ON "clients" USING btree ("email_key");--> statement-breakpoint
CREATE SEQUENCE "public"."client_number" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- New clients continue after the LL1000nn ids already there (the seed's, on an existing database).
SELECT setval('client_number', greatest(max(n), 1), max(n) IS NOT NULL)
  FROM (SELECT substring("user_id" from 3)::bigint - 100000 AS n FROM "clients" WHERE "user_id" ~ '^LL[0-9]{6,15}$') AS ids
  WHERE n > 0;--> statement-breakpoint
CREATE TABLE "setup_tokens" (
	"token_hash" text COLLATE "C" PRIMARY KEY NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
