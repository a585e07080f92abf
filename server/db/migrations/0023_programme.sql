-- The programme (docs/product.md §10.28): the earning rule, expiry and the point's value in one row; an add
-- booked from an amount keeps the amount and its rule; points that expire are booked as their own kind.

CREATE TABLE "programme" (
  "id" smallint PRIMARY KEY NOT NULL,
  "points_per_dollar" double precision NOT NULL,
  "rounding" text NOT NULL,
  "visit_bonus" integer NOT NULL,
  "rates_by_location" jsonb NOT NULL,
  "expiry_months" integer,
  "point_value_cents" double precision NOT NULL,
  CONSTRAINT "programme_one_row" CHECK ("id" = 1),
  CONSTRAINT "programme_rounding" CHECK ("rounding" in ('down', 'nearest'))
);--> statement-breakpoint

ALTER TABLE "transactions" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "earning_rule" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "expires" text COLLATE "C";--> statement-breakpoint
-- One expiry per lot, whatever the number of runners or reruns after a crash.
CREATE UNIQUE INDEX "transactions_expires" ON "transactions" USING btree ("expires")
  WHERE "expires" IS NOT NULL;--> statement-breakpoint
-- An expiry is booked by the programme, not by an admin: its admin is null (the record's '').
ALTER TABLE "transactions" ALTER COLUMN "admin_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_admin"
  CHECK ("admin_user_id" IS NOT NULL OR "type" = 'expiry');--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_type";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type"
  CHECK ("type" in ('add', 'redeem', 'opening', 'reversal', 'expiry'));--> statement-breakpoint

-- An expiry is neither earned, redeemed nor a correction: like an opening balance, it writes no daily row.
CREATE OR REPLACE FUNCTION "points_daily_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "points_daily" ("day", "location", "slot", "location_key", "earned", "redeemed", "corrections")
  SELECT ("transaction_date" AT TIME ZONE 'UTC')::date, "location", (hashtext("client_id") & 15)::smallint,
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
$$;
