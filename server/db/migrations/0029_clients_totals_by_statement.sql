-- The clients tile's totals (migration 0007) kept once per statement on an update or a delete too, as on an
-- insert (docs/performance.md, "The daily expiry run"). The per-row trigger ran the totals' upsert once per
-- client: the expiry run's balances, one UPDATE … FROM unnest of 200 clients, paid 200 upserts where one upsert
-- of the slots they touch does. A single client's update (add points, a block) is still one upsert. Transition
-- tables take one event per trigger: the update and the delete each get their own.
DROP TRIGGER "clients_totals_change" ON "clients";--> statement-breakpoint
DROP FUNCTION "clients_totals_change"();--> statement-breakpoint
-- Every row after the change counts +1, before it -1: a change that moves no figure (notes, a name) cancels out
-- and writes nothing, as before.
CREATE FUNCTION "clients_totals_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "clients_totals_apply"(array_agg("m"."location_key"), array_agg("m"."user_id"),
                                 array_agg("m"."block_status"), array_agg("m"."points"), array_agg("m"."sign"))
  FROM (SELECT "location_key", "user_id", "block_status", "points"::bigint AS "points", 1 AS "sign" FROM "after_rows"
        UNION ALL
        SELECT "location_key", "user_id", "block_status", "points"::bigint, -1 FROM "before_rows") AS "m";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "clients_totals_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "clients_totals_apply"(array_agg("location_key"), array_agg("user_id"), array_agg("block_status"),
                                 array_agg("points"::bigint), array_agg(-1))
  FROM "before_rows";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "clients_totals_update" AFTER UPDATE ON "clients"
  REFERENCING OLD TABLE AS "before_rows" NEW TABLE AS "after_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "clients_totals_update"();--> statement-breakpoint
CREATE TRIGGER "clients_totals_delete" AFTER DELETE ON "clients"
  REFERENCING OLD TABLE AS "before_rows" FOR EACH STATEMENT EXECUTE FUNCTION "clients_totals_delete"();
