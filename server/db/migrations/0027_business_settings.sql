-- The business's time zone (docs/product.md §10.31): one row of settings, and the daily points summary of
-- migration 0007 counted in that zone's days, so the Overview's days are the business's and stay one index
-- range away. A database from before has no zone yet: its days stay UTC's until a Super Admin picks one.
CREATE TABLE "business_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "business_settings_one_row" CHECK ("business_settings"."id" = 1)
);--> statement-breakpoint
INSERT INTO "business_settings" ("id", "time_zone") VALUES (1, 'UTC');--> statement-breakpoint
-- The zone, UTC when the row is missing (an emptied table).
CREATE FUNCTION "business_time_zone"() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT "time_zone" FROM "business_settings" WHERE "id" = 1), 'UTC')
$$;--> statement-breakpoint
-- Each insert's rows land on their day in the business's zone, read once per statement; an opening balance or
-- an expiry writes no daily row (migration 0023).
CREATE OR REPLACE FUNCTION "points_daily_add"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "zone" text := "business_time_zone"();
BEGIN
  INSERT INTO "points_daily" ("day", "location", "slot", "location_key", "earned", "redeemed", "corrections")
  SELECT ("transaction_date" AT TIME ZONE "zone")::date, "location", (hashtext("client_id") & 15)::smallint,
         min("location_key"),
         coalesce(sum("transaction_points") FILTER (WHERE "type" = 'add'), 0),
         coalesce(sum("transaction_points") FILTER (WHERE "type" = 'redeem'), 0),
         count(*) FILTER (WHERE "type" = 'reversal')
  FROM "inserted" WHERE "type" NOT IN ('opening', 'expiry') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("day", "location", "slot") DO UPDATE
    SET "earned" = "points_daily"."earned" + EXCLUDED."earned",
        "redeemed" = "points_daily"."redeemed" + EXCLUDED."redeemed",
        "corrections" = "points_daily"."corrections" + EXCLUDED."corrections";
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A new zone (PUT admin/settings): the summary counted again in its days. The ledger is locked against inserts
-- until the change commits, so no entry lands on a day of the old zone meanwhile; an unknown zone raises
-- before anything is written (the core has checked it is an IANA name).
CREATE FUNCTION "business_time_zone_set"("p_zone" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM now() AT TIME ZONE "p_zone";
  LOCK TABLE "transactions" IN SHARE MODE;
  INSERT INTO "business_settings" ("id", "time_zone") VALUES (1, "p_zone")
    ON CONFLICT ("id") DO UPDATE SET "time_zone" = EXCLUDED."time_zone";
  DELETE FROM "points_daily";
  INSERT INTO "points_daily" ("day", "location", "slot", "location_key", "earned", "redeemed", "corrections")
  SELECT ("transaction_date" AT TIME ZONE "p_zone")::date, "location", (hashtext("client_id") & 15)::smallint,
         min("location_key"),
         coalesce(sum("transaction_points") FILTER (WHERE "type" = 'add'), 0),
         coalesce(sum("transaction_points") FILTER (WHERE "type" = 'redeem'), 0),
         count(*) FILTER (WHERE "type" = 'reversal')
  FROM "transactions" WHERE "type" NOT IN ('opening', 'expiry') GROUP BY 1, 2, 3;
END;
$$;
