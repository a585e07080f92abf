-- The trail keeps the broadcast text it was written with, and the lower-cased keys its search matches.
ALTER TABLE "activity" ADD COLUMN "broadcast_text" text;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "search_keys" text[] DEFAULT '{}'::text[] NOT NULL;