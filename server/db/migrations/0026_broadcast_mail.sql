-- Broadcasts by email (docs/product.md §10.27): a client's consent, a broadcast's location and resends, and the
-- queue of its emails, one row per recipient and round (the first send is round 0, each Resend one more).

-- 1. Consent: yes or no, when, and from where. Nobody was asked before this: no.
ALTER TABLE "clients" ADD COLUMN "email_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "email_consent_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "email_consent_source" text;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_email_consent_source"
  CHECK ("email_consent_source" in ('admin', 'import', 'enrolment', 'unsubscribe'));--> statement-breakpoint
-- Who a broadcast reaches, found without reading the clients who may not be mailed.
CREATE INDEX "clients_mail_audience" ON "clients" USING btree ("location_key")
  WHERE "email_consent" AND "block_status" = 'Active';--> statement-breakpoint

-- 2. A broadcast's location (null: every location's clients) and its resends; bc_date_time stays the first send.
ALTER TABLE "broadcasts" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "resent_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "resends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint

-- 3. The queue. queued → claimed (a runner took it, until lease_until) → sending (handed to SMTP) → sent or
-- failed. A claimed row whose lease ran out goes back to the queue; a sending one is failed as "in doubt",
-- never mailed again (docs/architecture.md, "Broadcast emails").
CREATE TABLE "broadcast_mail" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "broadcast_id" text COLLATE "C" NOT NULL,
  "round" integer NOT NULL,
  "user_id" text COLLATE "C" NOT NULL,
  "status" text DEFAULT 'queued' NOT NULL,
  "lease_until" timestamp (3) with time zone,
  "claim" text,
  "settled_at" timestamp (3) with time zone,
  "error" text,
  "unsubscribed_at" timestamp (3) with time zone,
  CONSTRAINT "broadcast_mail_status" CHECK ("status" in ('queued', 'claimed', 'sending', 'sent', 'failed'))
);--> statement-breakpoint
CREATE INDEX "broadcast_mail_of_broadcast" ON "broadcast_mail" USING btree ("broadcast_id", "status");--> statement-breakpoint
CREATE INDEX "broadcast_mail_waiting" ON "broadcast_mail" USING btree ("id")
  WHERE "status" in ('queued', 'claimed', 'sending');--> statement-breakpoint
CREATE INDEX "broadcast_mail_sent_lately" ON "broadcast_mail" USING btree ("settled_at")
  WHERE "status" = 'sent';
