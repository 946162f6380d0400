-- Issue 41: the activity search (`q`: reference, transaction id, payer's name or number) read
-- every payment a merchant ever received, newest first, until a page matched (a rare term: the
-- whole history). A trigram index over the text a payment carries itself finds the candidates;
-- payments by a signed-in payer (whose name and number live in users) are few and come from
-- their own small index; the search's own condition then decides, so the answers are the same.
-- pg_trgm is a trusted contrib extension (a database owner may create it; PGlite loads it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
-- The expression must stay exactly as transactions.queries.ts's PAYMENT_SEARCH_TEXT writes it.
CREATE INDEX "payments_search_idx" ON "payments" USING gin (
  (lower(reference || ' ' || id::text || ' txn' || substr(replace(id::text, '-', ''), 1, 12) || ' ' || coalesce(payer_name, '') || ' ' || coalesce(payer_phone, ''))) gin_trgm_ops
);
CREATE INDEX "payments_merchant_signed_in_payer_idx" ON "payments" ("merchant_id", "livemode") WHERE payer_user_id IS NOT NULL;
