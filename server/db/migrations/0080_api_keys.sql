-- Merchants' secret API keys (issue 12). The key itself (sk_test_… / sk_live_…, 256 random bits)
-- is shown once; only its SHA-256 is kept, so a copy of this table cannot call the API.
-- livemode: a test key sees test data and the sandbox only; a live key never sees test data.
-- Keys are revoked, never deleted (revoked_at), so the list keeps who could call the API when.
CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  merchant_id uuid NOT NULL REFERENCES merchant_profiles(user_id) ON DELETE RESTRICT,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  livemode boolean NOT NULL DEFAULT false,
  secret_hash text NOT NULL UNIQUE,
  -- What the dashboard shows of a key after creation: sk_test_…wxyz.
  hint text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_merchant_idx ON api_keys (merchant_id, created_at DESC);
