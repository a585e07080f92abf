-- GET admin/overview counts a period's ledger rows by day, location, type and client: this index holds each
-- of those columns beside the date, so the count is an index-only scan of the period (no table row read).
CREATE INDEX IF NOT EXISTS "transactions_overview" ON "transactions" USING btree ("transaction_date") INCLUDE ("type", "transaction_points", "location", "location_key", "client_id");--> statement-breakpoint
-- New clients per week read the period's clients by their join date, at a location.
CREATE INDEX IF NOT EXISTS "clients_by_join_date" ON "clients" USING btree ("join_date") INCLUDE ("location_key");
