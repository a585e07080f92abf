-- The activity trail is append-only: rows are inserted and read, never changed or removed.
-- Two guards: a trigger that refuses UPDATE, DELETE and TRUNCATE for everyone (the table's owner included),
-- and privileges revoked from PUBLIC and from the role that runs this migration, which is the application's
-- role when the server migrates at start (README: "The database role").
CREATE FUNCTION "activity_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The activity trail is append-only: % is not allowed.', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "activity_no_update_or_delete" BEFORE UPDATE OR DELETE ON "activity"
  FOR EACH ROW EXECUTE FUNCTION "activity_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "activity_no_truncate" BEFORE TRUNCATE ON "activity"
  FOR EACH STATEMENT EXECUTE FUNCTION "activity_refuse_change"();--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "activity" FROM PUBLIC;--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "activity" FROM CURRENT_USER;
