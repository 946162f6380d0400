-- Issue 41: the server's connections plan every prepared statement with its call's values
-- (plan_cache_mode = force_custom_plan, server/db/prepared-statements.ts): generic plans of the
-- dashboard's reads ran 3-5 times slower on the seeded set. PL/pgSQL functions and triggers
-- (the ledger's, the refunds' guards) prepare their own statements too, and under that setting
-- planned them again on every call: settling a payment ran ~20% slower. Inside our functions
-- the default (auto) applies again, so their statements keep their plans as before.
-- A function added later must carry the same clause (server/db/schema.test.ts checks every
-- PL/pgSQL function of the schema).
DO $$
DECLARE
  fn record;
BEGIN
  FOR fn IN
    SELECT p.oid::regprocedure AS signature
    FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
    WHERE p.pronamespace = current_schema()::regnamespace AND l.lanname = 'plpgsql'
  LOOP
    EXECUTE format('ALTER FUNCTION %s SET plan_cache_mode = auto', fn.signature);
  END LOOP;
END
$$;
