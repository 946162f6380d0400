-- Issue 41: what every signed-in API request needs before its own work, in one round trip.
-- A dashboard read was four statements: the session, the person's memberships (which business
-- the request acts for, issue 35), the API quota's counter, then the read itself. Each costs the
-- server a socket write and a wake-up of the database, and on PGlite a parse and a plan: the
-- three before the read cost more than the read. This function does the first three (the
-- server/plugins/auth.ts lookup calls it through server/modules/auth/session.queries.ts):
-- - the session by its token's hash, unless revoked, and its person's phone;
-- - with p_members, the person's live memberships and whether the person has a business of
--   their own with a name (members.service.ts's resolve decides with them, as it did with its own
--   queries);
-- - with p_quota_name, one hit on the person's counter of that quota in the window starting at
--   p_window_start, only when the session is still good at p_now (not expired, not idle for
--   p_idle_ms): rate-limit.ts enforces the count returned, as it does its own.
-- The caller still decides validity from the returned times. Statements inside keep their plans
-- (plan_cache_mode = auto, 0260), so a call is planned once per connection, not per request.
CREATE FUNCTION session_context(
  p_token_hash text,
  p_members boolean,
  p_quota_name text,
  p_window_start timestamptz,
  p_now timestamptz,
  p_idle_ms bigint
) RETURNS TABLE (
  session_id uuid,
  user_id uuid,
  phone text,
  expires_at timestamptz,
  last_used_at timestamptz,
  memberships jsonb,
  own_business_named boolean,
  quota_key text,
  quota_count integer
)
LANGUAGE plpgsql
SET plan_cache_mode = auto
AS $$
#variable_conflict use_column
DECLARE
  found_session record;
BEGIN
  SELECT s.id, s.user_id, u.phone, s.expires_at, s.last_used_at INTO found_session
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  session_id := found_session.id;
  user_id := found_session.user_id;
  phone := found_session.phone;
  expires_at := found_session.expires_at;
  last_used_at := found_session.last_used_at;
  IF p_members THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('merchantId', bm.merchant_id, 'role', bm.role)), '[]'::jsonb) INTO memberships
    FROM business_members bm
    WHERE bm.user_id = found_session.user_id AND bm.removed_at IS NULL;
    own_business_named := EXISTS (
      SELECT 1 FROM merchant_profiles m WHERE m.user_id = found_session.user_id AND m.business_name IS NOT NULL
    );
  END IF;
  IF p_quota_name IS NOT NULL
     AND found_session.expires_at > p_now
     AND found_session.last_used_at + p_idle_ms * interval '1 millisecond' > p_now THEN
    quota_key := 'user:' || found_session.user_id || ':' || p_quota_name;
    INSERT INTO rate_limits AS r (key, window_start, count) VALUES (quota_key, p_window_start, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = r.count + 1
    RETURNING r.count INTO quota_count;
  END IF;
  RETURN NEXT;
END
$$;
