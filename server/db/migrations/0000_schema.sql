CREATE SEQUENCE "public"."broadcast_number" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."transaction_number" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"password_hash" text NOT NULL,
	"image" text NOT NULL,
	"role" text NOT NULL,
	"location" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"verified" boolean NOT NULL,
	CONSTRAINT "accounts_kind" CHECK ("accounts"."kind" in ('admin', 'vendor'))
);
--> statement-breakpoint
CREATE TABLE "activity" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp (3) with time zone NOT NULL,
	"admin_id" text COLLATE "C" NOT NULL,
	"admin_name" text NOT NULL,
	"action" text NOT NULL,
	"client_id" text COLLATE "C",
	"client_name" text,
	"broadcast_id" text COLLATE "C",
	"before" text,
	"after" text,
	"ip" text,
	CONSTRAINT "activity_action_named" CHECK ("activity"."action" <> '')
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"broadcast_id" text COLLATE "C" NOT NULL,
	"bc_date_time" timestamp (3) with time zone NOT NULL,
	"opened" integer NOT NULL,
	"created_by" text NOT NULL,
	"description" text NOT NULL,
	"search_keys" text[] NOT NULL,
	CONSTRAINT "broadcasts_opened_not_negative" CHECK ("broadcasts"."opened" >= 0)
);
--> statement-breakpoint
CREATE TABLE "client_status_log" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_status_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text COLLATE "C" NOT NULL,
	"block_status" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "client_status_log_block_status" CHECK ("client_status_log"."block_status" in ('Active', 'Blocked'))
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"user_id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"join_date" timestamp (3) with time zone NOT NULL,
	"points" integer NOT NULL,
	"location" text NOT NULL,
	"location_key" text NOT NULL,
	"block_status" text NOT NULL,
	"reason" text NOT NULL,
	"notes" text NOT NULL,
	"search_keys" text[] NOT NULL,
	CONSTRAINT "clients_points_not_negative" CHECK ("clients"."points" >= 0),
	CONSTRAINT "clients_block_status" CHECK ("clients"."block_status" in ('Active', 'Blocked'))
);
--> statement-breakpoint
CREATE TABLE "codes" (
	"account_id" text COLLATE "C" NOT NULL,
	"purpose" text NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"wrong" integer NOT NULL,
	CONSTRAINT "codes_pkey" PRIMARY KEY("account_id","purpose"),
	CONSTRAINT "codes_purpose" CHECK ("codes"."purpose" in ('login', 'reset', 'register')),
	CONSTRAINT "codes_wrong_not_negative" CHECK ("codes"."wrong" >= 0)
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"token" text COLLATE "C" PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_id" text COLLATE "C" NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "one_time_tokens_kind" CHECK ("one_time_tokens"."kind" in ('reset', 'refresh'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text COLLATE "C" PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"transaction_id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"client_id" text COLLATE "C" NOT NULL,
	"client_name" text NOT NULL,
	"transaction_date" timestamp (3) with time zone NOT NULL,
	"total_points" integer NOT NULL,
	"transaction_points" integer NOT NULL,
	"type" text NOT NULL,
	"reason_or_service" text NOT NULL,
	"admin_user_id" text COLLATE "C" NOT NULL,
	"admin_name" text NOT NULL,
	"location" text NOT NULL,
	"location_key" text NOT NULL,
	"search_keys" text[] NOT NULL,
	CONSTRAINT "transactions_total_not_negative" CHECK ("transactions"."total_points" >= 0),
	CONSTRAINT "transactions_points_positive" CHECK ("transactions"."transaction_points" > 0),
	CONSTRAINT "transactions_type" CHECK ("transactions"."type" in ('add', 'redeem'))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_status_log" ADD CONSTRAINT "client_status_log_user_id_clients_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."clients"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codes" ADD CONSTRAINT "codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_client_id_clients_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_admin_user_id_accounts_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_key" ON "accounts" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "activity_newest_first" ON "activity" USING btree ("at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_by_action" ON "activity" USING btree ("action","at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_by_admin" ON "activity" USING btree ("admin_id","at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_by_client" ON "activity" USING btree ("client_id","at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "broadcasts_broadcast_id" ON "broadcasts" USING btree ("broadcast_id");--> statement-breakpoint
CREATE INDEX "broadcasts_newest_first" ON "broadcasts" USING btree ("bc_date_time" DESC NULLS LAST,"broadcast_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_status_log_newest_first" ON "client_status_log" USING btree ("user_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clients_newest_first" ON "clients" USING btree ("join_date" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "one_time_tokens_expiry" ON "one_time_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expiry" ON "rate_limit_counters" USING btree ("window_ends_ms");--> statement-breakpoint
CREATE INDEX "transactions_newest_first" ON "transactions" USING btree ("transaction_date" DESC NULLS LAST,"transaction_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_by_client" ON "transactions" USING btree ("client_id");