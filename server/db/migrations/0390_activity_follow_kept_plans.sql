-- Issue 41, settling end to end (npm run bench:settle). A settlement's payment UPDATE cost more
-- than all the rest of its statements: its trigger, activity_entries_follow (0270), deletes the
-- payment's entries and inserts them again from activity_sources, a view of five branches. Under
-- plan_cache_mode = auto PostgreSQL planned both statements again on every call: the generic plan,
-- holding all five branches, always looked dearer than a custom one with four of them pruned, so
-- auto never kept it. Measured on PostgreSQL 15 (300 payment updates in a DO loop, a loaded
-- machine): about 0.6 ms an update under auto, 0.2 ms with the plans kept.
--
-- Now the plans are kept (force_generic_plan), and the statements name one row at a time
-- (id = a scalar, in a loop over the payment and its refunds), so that the plan kept is the one
-- plan there is: each branch a primary-key lookup (the refund branches a nested loop into
-- payments by primary key), gated by a one-time filter on the branches this table writes. With
-- id = ANY (array), the generic plan made on empty tables scanned payments and hash-joined them
-- (schema.test.ts checks the plans on a fresh database). What the triggers write is unchanged:
-- the same rows, from the same view, in the same transaction.
CREATE OR REPLACE FUNCTION activity_entries_follow() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  branches smallint[] := CASE TG_TABLE_NAME WHEN 'payments' THEN '{0,1}'::smallint[] WHEN 'refunds' THEN '{2,3}'::smallint[] ELSE '{4}'::smallint[] END;
  ids uuid[] := ARRAY[NEW.id];
  one uuid;
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'payments' THEN
    SELECT ARRAY[NEW.id] || coalesce(array_agg(r.id), '{}') INTO ids FROM refunds r WHERE r.payment_id = NEW.id;
    branches := '{0,1,2,3}';
  END IF;
  FOREACH one IN ARRAY ids LOOP
    IF TG_OP = 'UPDATE' THEN
      DELETE FROM activity_entries WHERE id = one AND branch = ANY (branches);
    END IF;
    INSERT INTO activity_entries SELECT * FROM activity_sources WHERE id = one AND branch = ANY (branches);
  END LOOP;
  RETURN NULL;
END $$;
