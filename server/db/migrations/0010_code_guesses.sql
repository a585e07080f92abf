-- Wrong codes are counted per account, not per code, and codes and reset tokens are kept by their keyed hash
-- (docs/security.md, "Codes and sign-in").
--
-- 1. The count of wrong codes of each code step's subject, across codes: an account's id, or the id a reset or
-- sign-up of an unknown email answered (no foreign key: that id names no account).
CREATE TABLE "code_guesses" (
	"subject" text COLLATE "C" PRIMARY KEY NOT NULL,
	"wrong_at" text[] NOT NULL,
	"lockouts" integer NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"forget_after" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "code_guesses_lockouts_not_negative" CHECK ("code_guesses"."lockouts" >= 0)
);--> statement-breakpoint
CREATE INDEX "code_guesses_forget_after" ON "code_guesses" USING btree ("forget_after");--> statement-breakpoint
-- 2. A code's count of wrong tries goes: the count above replaces it.
ALTER TABLE "codes" DROP CONSTRAINT "codes_wrong_not_negative";--> statement-breakpoint
ALTER TABLE "codes" DROP COLUMN "wrong";--> statement-breakpoint
-- 3. Codes and reset tokens kept in the clear no longer match their keyed hash: they live minutes, so they go.
DELETE FROM "codes";--> statement-breakpoint
DELETE FROM "one_time_tokens" WHERE "kind" = 'reset';
