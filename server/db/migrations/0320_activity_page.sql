-- Issue 41, the dashboard's activity page (GET /transactions with no filter but a time range or a
-- cursor): the read listActivityRows makes most. The server's connections plan every statement
-- per call with its values (plan_cache_mode = force_custom_plan, prepared-statements.ts), which the
-- skewed reads need; this one is a single range of activity_entries_owner_idx whatever the values,
-- so planning it again on every request only cost time: on PostgreSQL ~0.1 ms against a 0.06 ms
-- execution, and on PGlite an fstat for every relation and index considered. Here the statement
-- is prepared once per connection with a generic plan. A range bound that is absent is the widest
-- one, so one plan serves every call: from -infinity, to infinity, and a cursor after (infinity,
-- the largest uuid).
-- The rows and their order are the statement's it replaces (transactions.queries.ts entryColumns):
-- server/bench/seed-data.test.ts (PostgreSQL in CI) and activity-page.pglite.test.ts (PGlite)
-- compare its pages with the plain projection on every time range, cursor, mode and scope.
-- The names people and businesses can change are looked up in one of two ways, by engine:
-- * PostgreSQL: per row, each a primary-key probe (pgbench on the seeded set: 17,400 pages a
--   second, against 8,900 for the batched form below and 13,300 for the statement planned per call);
-- * PGlite: for the page at once, one index scan per table (= ANY of the page's ids): there each
--   index scan started also costs an fstat through PGlite's file system, 63 for a page of 21 rows
--   looked up per row, 2 batched (the list's requests/s on the seeded set: 450 -> 620).
DO $migration$
DECLARE
  -- The function's name, arguments, rows and settings: the same for both bodies.
  signature constant text := $signature$
CREATE FUNCTION activity_page(
  p_owner uuid,
  p_livemode boolean,
  p_business_only boolean,
  p_from timestamptz,
  p_to timestamptz,
  p_after_at timestamptz,
  p_after_id uuid,
  p_limit integer
) RETURNS TABLE (
  id uuid,
  type text,
  at timestamptz,
  created_at timestamptz,
  status text,
  amount bigint,
  currency text,
  method text,
  provider text,
  merchant_name text,
  payer_full_name text,
  payer_name text,
  payer_phone text,
  account_name text,
  destination text,
  description text,
  reference text,
  transaction_id text,
  gross bigint,
  fee bigint,
  net bigint,
  member_name text
)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
$signature$;
  -- The page: the owner's entries in one mode, newest first, within the bounds given.
  page_range constant text := $range$
  FROM activity_entries a
  WHERE a.owner_id = p_owner AND a.livemode = p_livemode
    -- The payer's branches (0 what they paid, 3 refunds they got) are not a business's records.
    AND (NOT p_business_only OR a.branch IN (1, 2, 4))
    AND a.at >= coalesce(p_from, '-infinity'::timestamptz)
    AND a.at < coalesce(p_to, 'infinity'::timestamptz)
    AND (a.at, a.id) < (coalesce(p_after_at, 'infinity'::timestamptz), coalesce(p_after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid))
  ORDER BY a.at DESC, a.id DESC
  LIMIT p_limit$range$;
  -- A row as the list shows it; the three %s are the merchant's, the payer's and the member's name.
  listed constant text := $listed$
  SELECT a.id, a.type, a.at, a.created_at,
         (CASE WHEN a.branch <= 1 THEN (CASE a.status WHEN 'pending_initiation' THEN 'pending' WHEN 'pending_confirmation' THEN 'pending'
           WHEN 'pending_otp' THEN 'pending' WHEN 'processing' THEN 'processing' WHEN 'completed' THEN 'completed' WHEN 'failed' THEN 'failed'
           WHEN 'cancelled' THEN 'cancelled' WHEN 'expired' THEN 'cancelled' ELSE a.status END) ELSE a.status END),
         a.amount, a.currency, a.method, a.provider, %s, %s,
         a.payer_name, a.payer_phone, a.account_name, a.destination, a.description, a.reference,
         ((CASE WHEN a.branch = 4 THEN 'PO' ELSE 'TXN' END) || upper(substr(replace(a.id::text, '-', ''), 1, 12))),
         a.gross, a.fee, a.net, %s$listed$;
BEGIN
  IF version() LIKE '%PGlite%' THEN
    EXECUTE signature || $body$
  RETURN QUERY
  WITH page AS MATERIALIZED (SELECT a.* $body$ || page_range || $body$),
  businesses AS MATERIALIZED (
    SELECT m.user_id, m.business_name FROM merchant_profiles m
    WHERE m.user_id = ANY (ARRAY(SELECT page.merchant_id FROM page WHERE page.merchant_id IS NOT NULL))
  ),
  people AS MATERIALIZED (
    SELECT u.id, u.full_name, u.phone FROM users u
    WHERE u.id = ANY (ARRAY(SELECT page.payer_user_id FROM page WHERE page.payer_user_id IS NOT NULL
      UNION SELECT page.member_id FROM page WHERE page.member_id IS NOT NULL))
  )$body$
      || format(listed, 'business.business_name', 'payer.full_name', 'coalesce(member.full_name, member.phone)') || $body$
  FROM page a
  LEFT JOIN businesses business ON business.user_id = a.merchant_id
  LEFT JOIN people payer ON payer.id = a.payer_user_id
  LEFT JOIN people member ON member.id = a.member_id
  ORDER BY a.at DESC, a.id DESC;
END
$$
    $body$;
  ELSE
    EXECUTE signature || 'RETURN QUERY'
      || format(listed,
        '(SELECT m.business_name FROM merchant_profiles m WHERE m.user_id = a.merchant_id)',
        '(SELECT u.full_name FROM users u WHERE u.id = a.payer_user_id)',
        '(SELECT coalesce(u.full_name, u.phone) FROM users u WHERE u.id = a.member_id)')
      || page_range || $body$;
END
$$
    $body$;
  END IF;
END
$migration$;
