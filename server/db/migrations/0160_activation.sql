-- Activation and the back office (issue 34, domain/activation.ts).

-- One row per merchant (merchant id = the user's id): what the merchant filled in for activation,
-- where the review stands, and whether staff froze the merchant. Created on the first save, the
-- first decision or a freeze; no row reads as not_started and not frozen.
CREATE TABLE merchant_activations (
  merchant_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE RESTRICT,
  status text NOT NULL DEFAULT 'not_started' CHECK (status IN ('not_started', 'submitted', 'approved', 'rejected')),
  -- The reason of the last decision: a rejection's (the merchant sees it) or an approval's note.
  reason text CHECK (reason IS NULL OR char_length(reason) BETWEEN 1 AND 500),
  legal_name text CHECK (legal_name IS NULL OR char_length(legal_name) BETWEEN 2 AND 100),
  trading_name text CHECK (trading_name IS NULL OR char_length(trading_name) BETWEEN 2 AND 100),
  kind text CHECK (kind IS NULL OR kind IN ('individual', 'sole_trader', 'company')),
  registration_number text CHECK (registration_number IS NULL OR char_length(registration_number) BETWEEN 1 AND 40),
  national_id text CHECK (national_id IS NULL OR char_length(national_id) BETWEEN 1 AND 40),
  address text CHECK (address IS NULL OR char_length(address) BETWEEN 5 AND 200),
  district text,
  category text CHECK (category IS NULL OR char_length(category) BETWEEN 2 AND 60),
  -- Minor units of SLE a month.
  expected_monthly_volume bigint CHECK (expected_monthly_volume IS NULL OR expected_monthly_volume >= 0),
  terms_version text,
  terms_accepted_at timestamptz,
  submitted_at timestamptz,
  -- How many times it was submitted (a rejected merchant submits again); a repeat Submit of a
  -- submission already in review does not count.
  submission_count integer NOT NULL DEFAULT 0 CHECK (submission_count >= 0),
  CONSTRAINT merchant_activations_submitted_has_time CHECK (status = 'not_started' OR submitted_at IS NOT NULL),
  decided_at timestamptz,
  decided_by uuid REFERENCES users(id) ON DELETE RESTRICT,
  CONSTRAINT merchant_activations_decision_has_time CHECK ((status IN ('approved', 'rejected')) = (decided_at IS NOT NULL)),
  -- The payout account reviewed with the approval; another account goes to review on its own
  -- (payout_account_reviews).
  approved_payout_account_id uuid REFERENCES linked_accounts(id) ON DELETE SET NULL,
  -- Frozen: no live payments, no live payouts; money held stays held. Unfreezing clears all three.
  frozen_at timestamptz,
  frozen_reason text CHECK (frozen_reason IS NULL OR char_length(frozen_reason) BETWEEN 1 AND 500),
  frozen_by uuid REFERENCES users(id) ON DELETE RESTRICT,
  CONSTRAINT merchant_activations_frozen_has_reason CHECK ((frozen_at IS NULL) = (frozen_reason IS NULL)),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX merchant_activations_queue_idx ON merchant_activations (status, submitted_at);

-- A payout account added or changed after approval: reviewed for that account only; the merchant
-- stays approved.
CREATE TABLE payout_account_reviews (
  account_id uuid PRIMARY KEY REFERENCES linked_accounts(id) ON DELETE CASCADE,
  merchant_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text CHECK (reason IS NULL OR char_length(reason) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by uuid REFERENCES users(id) ON DELETE RESTRICT
);
CREATE INDEX payout_account_reviews_queue_idx ON payout_account_reviews (status, created_at);

-- Activation documents: metadata here, the bytes in the document store (DATA_DIR/documents by
-- default, outside the web root), read back only for staff who may. A new upload of a kind
-- supersedes the previous one (kept, with superseded_at).
CREATE TABLE activation_documents (
  id uuid PRIMARY KEY,
  merchant_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  kind text NOT NULL CHECK (kind IN ('id_document', 'registration_certificate')),
  -- Decided from the bytes (magic numbers), never from the upload's name or declared type.
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 5242880),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  storage_key text NOT NULL UNIQUE,
  file_name text CHECK (file_name IS NULL OR char_length(file_name) <= 200),
  created_at timestamptz NOT NULL,
  superseded_at timestamptz
);
CREATE INDEX activation_documents_merchant_idx ON activation_documents (merchant_id, kind, created_at DESC);

-- Staff: people who sign in with the same phone code and run the platform. The first admins come
-- from ADMIN_PHONES (config, no row needed); admins add and remove the rest. Removed staff keep
-- their row (removed_at), so who was staff when stays known; adding them again revives it.
CREATE TABLE staff_members (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE RESTRICT,
  role text NOT NULL CHECK (role IN ('admin', 'support', 'developer')),
  added_by uuid REFERENCES users(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL,
  removed_at timestamptz,
  removed_by uuid REFERENCES users(id) ON DELETE RESTRICT
);

-- The audit log: one row per staff action and per activation submission (who, role, what, on
-- whom, when, reason, request id). Append-only: the database refuses UPDATE, DELETE and TRUNCATE.
CREATE TABLE audit_log (
  seq bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  actor_user_id uuid REFERENCES users(id) ON DELETE RESTRICT,
  actor_role text NOT NULL CHECK (actor_role IN ('admin', 'support', 'developer', 'merchant', 'system')),
  action text NOT NULL CHECK (action ~ '^[a-z_]+\.[a-z_]+$'),
  target_type text,
  target_id text,
  reason text,
  request_id text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, seq);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, seq);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'check_violation';
END $$;
CREATE TRIGGER audit_log_no_rewrite BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
