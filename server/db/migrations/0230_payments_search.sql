-- Issue 41: the activity search (`q`: reference, transaction id, payer's name or number) read
-- every payment a merchant ever received, newest first, until a page matched (a rare term: the
-- whole history). A trigram index over the text a payment carries itself finds the candidates;
-- payments by a signed-in payer (whose name and number live in users) are few and come from
-- their own small index; the search's own condition then decides, so the answers are the same.
--
-- pg_trgm is a trusted contrib extension (a database owner may create it; PGlite loads it). It
-- is used where it already is; else it goes in a schema of its own, salone_extensions, so it is
-- one per database whatever schema the app's tables are in (the tests give each file a schema
-- of its own and drop it after), and the index names its operator class there.
DO $$
DECLARE
  trgm_schema text;
BEGIN
  SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NULL THEN
    CREATE SCHEMA IF NOT EXISTS salone_extensions;
    CREATE EXTENSION pg_trgm SCHEMA salone_extensions;
    trgm_schema := 'salone_extensions';
  END IF;
  -- The expression must stay exactly as transactions.queries.ts's PAYMENT_SEARCH_TEXT writes it.
  EXECUTE format(
    $index$CREATE INDEX "payments_search_idx" ON "payments" USING gin (
      (lower(reference || ' ' || id::text || ' txn' || substr(replace(id::text, '-', ''), 1, 12) || ' ' || coalesce(payer_name, '') || ' ' || coalesce(payer_phone, ''))) %I.gin_trgm_ops
    )$index$,
    trgm_schema
  );
END
$$;
CREATE INDEX "payments_merchant_signed_in_payer_idx" ON "payments" ("merchant_id", "livemode") WHERE payer_user_id IS NOT NULL;
