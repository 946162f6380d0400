-- Teams (issue 35, domain/members.ts): a business (a merchant profile, owned by the person who
-- made it: merchant id = that person's user id) has members with roles.

-- One row per membership. The founder (merchant_profiles.user_id) is an owner without a row.
-- Removal keeps the row (removed_at) for the security log; a person removed and invited again
-- gets a new row.
CREATE TABLE business_members (
  id uuid PRIMARY KEY,
  merchant_id uuid NOT NULL REFERENCES merchant_profiles(user_id) ON DELETE RESTRICT,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'developer', 'seller', 'viewer')),
  invite_id uuid,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  removed_at timestamptz,
  removed_by uuid REFERENCES users(id) ON DELETE RESTRICT
);
-- At most one live membership of a person in a business.
CREATE UNIQUE INDEX business_members_live_idx ON business_members (merchant_id, user_id) WHERE removed_at IS NULL;
CREATE INDEX business_members_user_idx ON business_members (user_id) WHERE removed_at IS NULL;

-- An invite by phone (E.164): the invited person signs in with that phone and accepts within 7 days.
CREATE TABLE business_invites (
  id uuid PRIMARY KEY,
  merchant_id uuid NOT NULL REFERENCES merchant_profiles(user_id) ON DELETE RESTRICT,
  phone text NOT NULL CHECK (phone ~ '^\+232[0-9]{8}$'),
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'developer', 'seller', 'viewer')),
  invited_by uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users(id) ON DELETE RESTRICT,
  revoked_at timestamptz,
  CONSTRAINT business_invites_expiry_check CHECK (expires_at > created_at)
);
CREATE INDEX business_invites_phone_idx ON business_invites (phone, expires_at);
CREATE INDEX business_invites_merchant_idx ON business_invites (merchant_id, created_at);

-- The business's security log: invites, acceptances, role changes and removals.
CREATE TABLE member_log (
  id uuid PRIMARY KEY,
  merchant_id uuid NOT NULL REFERENCES merchant_profiles(user_id) ON DELETE RESTRICT,
  actor_user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  action text NOT NULL CHECK (action IN ('invite', 'accept', 'role_change', 'removal')),
  subject_phone text NOT NULL,
  role text CHECK (role IS NULL OR role IN ('owner', 'admin', 'developer', 'seller', 'viewer')),
  at timestamptz NOT NULL
);
CREATE INDEX member_log_merchant_idx ON member_log (merchant_id, at);

-- Who did it (attribution): the signed-in person who made a cash sale or a payment, a link or a
-- refund. NULL for rows made before teams, by API keys, or by a payer.
ALTER TABLE payments ADD COLUMN created_by uuid REFERENCES users(id) ON DELETE RESTRICT;
ALTER TABLE payment_links ADD COLUMN created_by uuid REFERENCES users(id) ON DELETE RESTRICT;
ALTER TABLE refunds ADD COLUMN created_by uuid REFERENCES users(id) ON DELETE RESTRICT;
