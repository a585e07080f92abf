-- The ledger's kinds (docs/product.md §10): an opening balance (enrolment, import) is owed but never earned;
-- a reversal is a linked counter-entry that undoes one earlier entry, counted as a correction.

-- 1. The kinds and the links. A reversal's points are signed (what it did to the balance); one reversal per
-- entry, held by a unique index whatever the core checks first.
ALTER TABLE "transactions" ADD COLUMN "reverses" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reversed_by" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_type";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type"
  CHECK ("type" in ('add', 'redeem', 'opening', 'reversal'));--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_points_positive";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_points_positive"
  CHECK ("transaction_points" > 0 OR ("type" = 'reversal' AND "transaction_points" <> 0));--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_reverses" ON "transactions" USING btree ("reverses")
  WHERE "reverses" IS NOT NULL;--> statement-breakpoint

-- 2. The opening balances booked before this, as adds. Enrolment and import write one as the client's first
-- ledger row, equal to the balance after it, and with no trail entry of its own (the trail says
-- client.enrolled or clients.imported); every add booked by Add Points has its points.added entry at the same
-- instant. The reason text alone would not do: an enrolment may give its own.
UPDATE "transactions" AS "t" SET "type" = 'opening'
WHERE "t"."type" = 'add' AND "t"."transaction_points" = "t"."total_points"
  AND NOT EXISTS (SELECT 1 FROM "transactions" AS "e"
                  WHERE "e"."client_id" = "t"."client_id"
                    AND ("e"."transaction_date", "e"."transaction_id") < ("t"."transaction_date", "t"."transaction_id"))
  AND NOT EXISTS (SELECT 1 FROM "activity" AS "a"
                  WHERE "a"."client_id" = "t"."client_id" AND "a"."action" = 'points.added'
                    AND "a"."at" = "t"."transaction_date");--> statement-breakpoint

-- 3. The daily summary counts adds as earned, redeems as redeemed and reversals as corrections; an opening
-- balance moves none of them, so it writes no row. Counted again from the ledger, as reclassified.
ALTER TABLE "points_daily" ADD COLUMN "corrections" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
DELETE FROM "points_daily";--> statement-breakpoint
INSERT INTO "points_daily" ("day", "location", "slot", "location_key", "earned", "redeemed", "corrections")
SELECT ("transaction_date" AT TIME ZONE 'UTC')::date, "location", (hashtext("client_id") & 15)::smallint,
       min("location_key"),
       coalesce(sum("transaction_points") FILTER (WHERE "type" = 'add'), 0),
       coalesce(sum("transaction_points") FILTER (WHERE "type" = 'redeem'), 0),
       count(*) FILTER (WHERE "type" = 'reversal')
FROM "transactions" WHERE "type" <> 'opening' GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "points_daily_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "points_daily" ("day", "location", "slot", "location_key", "earned", "redeemed", "corrections")
  SELECT ("transaction_date" AT TIME ZONE 'UTC')::date, "location", (hashtext("client_id") & 15)::smallint,
         min("location_key"),
         coalesce(sum("transaction_points") FILTER (WHERE "type" = 'add'), 0),
         coalesce(sum("transaction_points") FILTER (WHERE "type" = 'redeem'), 0),
         count(*) FILTER (WHERE "type" = 'reversal')
  FROM "inserted" WHERE "type" <> 'opening' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("day", "location", "slot") DO UPDATE
    SET "earned" = "points_daily"."earned" + EXCLUDED."earned",
        "redeemed" = "points_daily"."redeemed" + EXCLUDED."redeemed",
        "corrections" = "points_daily"."corrections" + EXCLUDED."corrections";
  RETURN NULL;
END;
$$;--> statement-breakpoint

-- 4. A client is active by an add or a redeem only: an opening balance or a reversal makes none active.
DELETE FROM "clients_last_seen";--> statement-breakpoint
INSERT INTO "clients_last_seen" ("client_id", "location_key", "last_at")
SELECT "client_id", "location_key", max("transaction_date") FROM "transactions"
WHERE "type" IN ('add', 'redeem') GROUP BY 1, 2
UNION ALL
SELECT "client_id", '', max("transaction_date") FROM "transactions"
WHERE "type" IN ('add', 'redeem') GROUP BY 1;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "clients_last_seen_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "clients_last_seen" ("client_id", "location_key", "last_at")
  SELECT "client_id", "location_key", max("transaction_date") FROM "inserted"
  WHERE "type" IN ('add', 'redeem') GROUP BY 1, 2
  UNION ALL
  SELECT "client_id", '', max("transaction_date") FROM "inserted"
  WHERE "type" IN ('add', 'redeem') GROUP BY 1
  ORDER BY 1, 2
  ON CONFLICT ("client_id", "location_key") DO UPDATE SET "last_at" = EXCLUDED."last_at"
    WHERE "clients_last_seen"."last_at" < EXCLUDED."last_at";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "overview_active_clients"("p_from" timestamptz, "p_end" timestamptz, "p_locations" text[])
  RETURNS bigint LANGUAGE sql STABLE SET "work_mem" = '64MB' AS $$
  SELECT CASE
    WHEN cardinality("p_locations") <= 1
         AND coalesce((SELECT max("transaction_date") FROM "transactions"), '-infinity') < "p_end"
    THEN (SELECT count(*) FROM "clients_last_seen"
          WHERE "location_key" = coalesce("p_locations"[1], '') AND "last_at" >= "p_from")
    ELSE (SELECT count(*) FROM (SELECT "client_id" FROM "transactions"
          WHERE "transaction_date" >= "p_from" AND "transaction_date" < "p_end"
            AND "type" IN ('add', 'redeem')
            AND (cardinality("p_locations") = 0 OR "location_key" = ANY ("p_locations"))
          GROUP BY 1) AS "c")
  END
$$;
