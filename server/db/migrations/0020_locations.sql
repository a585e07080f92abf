-- The business's own locations (docs/product.md §10.29). Rows elsewhere keep holding a location's name; this
-- table says which names exist and which are archived. A database that already holds data gets every name its
-- admins, clients and ledger use, oldest first, so the calls that name them keep working.
CREATE TABLE IF NOT EXISTS "locations" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"archived_at" timestamp (3) with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "locations_name_lower" ON "locations" USING btree (lower("name"));--> statement-breakpoint
INSERT INTO "locations" ("id", "name", "created_at")
SELECT 'L' || substr(md5(lower("name")), 1, 23), min("name"), date_trunc('milliseconds', now())
FROM (SELECT "location" AS "name" FROM "accounts" WHERE "kind" = 'admin'
      UNION SELECT DISTINCT "location" FROM "clients"
      UNION SELECT DISTINCT "location" FROM "transactions") AS "used"
WHERE trim("name") <> ''
GROUP BY lower("name")
ON CONFLICT DO NOTHING;
