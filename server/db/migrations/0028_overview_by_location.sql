-- GET admin/overview at one location reads that location's rows only (docs/performance.md, "The overview at
-- one of twelve locations"). With a dozen locations, one location's call still read every location's rows and
-- dropped eleven in twelve: the top ten scanned the whole period's earn rows (transactions_earned, migration
-- 0009), and the sums and the chart read every location's daily rows through points_daily_pk (day first).
--
-- 1. The period's earn rows by location: the top ten at a location is one index range per location asked for.
-- The ledger is insert-only, so this is one more index entry per earn row and no other write.
CREATE INDEX "transactions_earned_at" ON "transactions" USING btree ("location_key", "transaction_date")
  INCLUDE ("client_id", "transaction_points") WHERE "type" = 'add';--> statement-breakpoint
-- 2. A location's daily rows. No figure in it: the trigger's updates of earned and redeemed stay HOT updates.
CREATE INDEX "points_daily_at" ON "points_daily" USING btree ("location_key", "day");--> statement-breakpoint
-- 3. The top ten in two branches, one for all locations and one for those asked for: a single predicate
-- (`cardinality(…) = 0 OR location_key = ANY (…)`) cannot be an index condition, so one location's call read
-- every location's earn rows. Each branch's `cardinality` test is a one-time filter: only one branch runs.
CREATE OR REPLACE FUNCTION "overview_top_earners"("p_from" timestamptz, "p_end" timestamptz, "p_locations" text[], "p_top" int)
  RETURNS TABLE ("client_id" text, "earned" bigint) LANGUAGE sql STABLE ROWS 10 SET "work_mem" = '64MB' AS $$
  SELECT "e"."client_id", sum("e"."transaction_points") FROM (
    SELECT "t"."client_id", "t"."transaction_points" FROM "transactions" "t"
    WHERE cardinality("p_locations") = 0 AND "t"."type" = 'add'
      AND "t"."transaction_date" >= "p_from" AND "t"."transaction_date" < "p_end"
    UNION ALL
    SELECT "t"."client_id", "t"."transaction_points" FROM "transactions" "t"
    WHERE cardinality("p_locations") > 0 AND "t"."type" = 'add' AND "t"."location_key" = ANY ("p_locations")
      AND "t"."transaction_date" >= "p_from" AND "t"."transaction_date" < "p_end"
  ) AS "e"
  GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT "p_top"
$$;
