-- Idempotency keys of change requests: each key's answer, kept a day (README, API extensions).
CREATE TABLE "idempotency_keys" (
	"admin_id" text COLLATE "C" NOT NULL,
	"key" text COLLATE "C" NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("admin_id","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");