-- API keys (docs/api.md, API keys): a till's key, kept as its secret's keyed hash; revoked keys keep their row.
CREATE TABLE "api_keys" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"location" text,
	"created_by" text NOT NULL,
	"created_by_id" text COLLATE "C" NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"last_used_at" timestamp (3) with time zone,
	"revoked_at" timestamp (3) with time zone,
	"hash" text COLLATE "C" NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash" ON "api_keys" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "api_keys_newest" ON "api_keys" USING btree ("created_at","id");
--> statement-breakpoint
-- A ledger row's actor is an admin or an API key (its id): the row no longer needs an account of that id.
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_admin_user_id_accounts_id_fk";
