-- GET admin/overview's active clients and top ten without a pass over every client of the period
-- (docs/performance.md, "The overview").
--
-- 1. When each client last had a transaction, per location and at any location (location_key ''; a real
-- location's key is never empty): for a period that reaches the newest ledger row (the console's presets all end
-- today), the active clients are a range count of this table's index instead of a GROUP BY over the period's
-- ledger rows. Kept by a trigger on the ledger in the same transaction as each insert, whatever writes it.
CREATE TABLE "clients_last_seen" (
	"client_id" text COLLATE "C" NOT NULL,
	"location_key" text NOT NULL,
	"last_at" timestamp(3) with time zone NOT NULL,
	CONSTRAINT "clients_last_seen_pk" PRIMARY KEY("client_id","location_key")
);--> statement-breakpoint
INSERT INTO "clients_last_seen" ("client_id", "location_key", "last_at")
SELECT "client_id", "location_key", max("transaction_date") FROM "transactions" GROUP BY 1, 2
UNION ALL
SELECT "client_id", '', max("transaction_date") FROM "transactions" GROUP BY 1;--> statement-breakpoint
CREATE INDEX "clients_last_seen_recent" ON "clients_last_seen" USING btree ("location_key", "last_at");--> statement-breakpoint
-- One upsert per statement through its transition table, in key order so two bulk inserts never deadlock; a
-- row older than the one kept (an import of past visits) moves nothing.
CREATE FUNCTION "clients_last_seen_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "clients_last_seen" ("client_id", "location_key", "last_at")
  SELECT "client_id", "location_key", max("transaction_date") FROM "inserted" GROUP BY 1, 2
  UNION ALL
  SELECT "client_id", '', max("transaction_date") FROM "inserted" GROUP BY 1
  ORDER BY 1, 2
  ON CONFLICT ("client_id", "location_key") DO UPDATE SET "last_at" = EXCLUDED."last_at"
    WHERE "clients_last_seen"."last_at" < EXCLUDED."last_at";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_clients_last_seen" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "clients_last_seen_add"();--> statement-breakpoint

-- 2. The top ten reads the period's earn rows only, from an index that holds nothing else: a third of the
-- buffers of transactions_overview, and no filter on the type.
CREATE INDEX "transactions_earned" ON "transactions" USING btree ("transaction_date")
  INCLUDE ("client_id", "transaction_points", "location_key") WHERE "type" = 'add';--> statement-breakpoint

-- 3. The passes that remain (the top ten; the active clients of a period that ends before the newest ledger
-- row) hash one row per client: with the default work_mem that hash spills to disk at 100,000 clients. A
-- function's SET gives this one statement the memory, no other query and no session. ROWS 10: a set function
-- is otherwise planned as 1,000 rows, and the join that names the top ten then hashes every client.
CREATE FUNCTION "overview_top_earners"("p_from" timestamptz, "p_end" timestamptz, "p_locations" text[], "p_top" int)
  RETURNS TABLE ("client_id" text, "earned" bigint) LANGUAGE sql STABLE ROWS 10 SET "work_mem" = '64MB' AS $$
  SELECT "t"."client_id", sum("t"."transaction_points") FROM "transactions" "t"
  WHERE "t"."type" = 'add' AND "t"."transaction_date" >= "p_from" AND "t"."transaction_date" < "p_end"
    AND (cardinality("p_locations") = 0 OR "t"."location_key" = ANY ("p_locations"))
  GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT "p_top"
$$;--> statement-breakpoint
CREATE FUNCTION "overview_active_clients"("p_from" timestamptz, "p_end" timestamptz, "p_locations" text[])
  RETURNS bigint LANGUAGE sql STABLE SET "work_mem" = '64MB' AS $$
  SELECT CASE
    WHEN cardinality("p_locations") <= 1
         AND coalesce((SELECT max("transaction_date") FROM "transactions"), '-infinity') < "p_end"
    THEN (SELECT count(*) FROM "clients_last_seen"
          WHERE "location_key" = coalesce("p_locations"[1], '') AND "last_at" >= "p_from")
    ELSE (SELECT count(*) FROM (SELECT "client_id" FROM "transactions"
          WHERE "transaction_date" >= "p_from" AND "transaction_date" < "p_end"
            AND (cardinality("p_locations") = 0 OR "location_key" = ANY ("p_locations"))
          GROUP BY 1) AS "c")
  END
$$;
