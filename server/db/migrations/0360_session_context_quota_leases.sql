-- Issue 41: a signed-in read no longer writes the quota's counter on every request. The server
-- reserves a few hits of a person's counter at once (server/plugins/quota-leases.ts) and spends
-- them on that session's next requests, so most dashboard reads are a session lookup and their own
-- read, with no write: one busy merchant's 20 connections each updated the same counter row,
-- waiting on one another's row lock. This overload of session_context (0280) is that function
-- with p_quota_hits: how many hits to add (1 or more); the count returned is the counter after
-- them, and the caller's hits are the last p_quota_hits of it. The six-argument form stays for a
-- process of the previous build still running during a rolling deploy, as this one with one hit
-- (at the end), so the live database has one body of the lookup.
CREATE FUNCTION session_context(
  p_token_hash text,
  p_members boolean,
  p_quota_name text,
  p_window_start timestamptz,
  p_now timestamptz,
  p_idle_ms bigint,
  p_quota_hits integer
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
  IF p_quota_name IS NOT NULL AND (p_quota_hits IS NULL OR p_quota_hits < 1) THEN
    RAISE EXCEPTION 'session_context: p_quota_hits must be 1 or more, not %', p_quota_hits;
  END IF;
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
    INSERT INTO rate_limits AS r (key, window_start, count) VALUES (quota_key, p_window_start, p_quota_hits)
    ON CONFLICT (key, window_start) DO UPDATE SET count = r.count + p_quota_hits
    RETURNING r.count INTO quota_count;
  END IF;
  RETURN NEXT;
END
$$;

CREATE OR REPLACE FUNCTION session_context(
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
LANGUAGE sql
AS $$
  SELECT * FROM session_context(p_token_hash, p_members, p_quota_name, p_window_start, p_now, p_idle_ms, 1)
$$;
