-- The rewards catalogue (docs/product.md §10.23): each reward a name, a cost in points, the locations that offer
-- it (none: every location), active or archived. Archived rewards are kept: the ledger names them.
CREATE TABLE "rewards" (
  "id" text COLLATE "C" PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "name_key" text NOT NULL,
  "points" integer NOT NULL,
  "locations" text[] NOT NULL,
  "active" boolean NOT NULL,
  CONSTRAINT "rewards_points" CHECK ("points" between 1 and 1000000)
);--> statement-breakpoint
-- One active reward per name (trimmed, any case): two additions at once never both pass.
CREATE UNIQUE INDEX "rewards_active_name" ON "rewards" USING btree ("name_key") WHERE "active";--> statement-breakpoint

-- A redemption of a reward keeps its id; the Overview's most redeemed rewards read those entries alone.
ALTER TABLE "transactions" ADD COLUMN "reward_id" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id")
  REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_reward_redemptions" ON "transactions" USING btree ("transaction_date")
  WHERE "reward_id" IS NOT NULL;
