-- Dashboard data (SPEC §3). Every row belongs to one user; queries always filter by user_id.
CREATE TABLE linked_accounts (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('mobile_money', 'bank_transfer')),
  provider text NOT NULL,
  -- Stored in full for payouts; the API only ever returns it masked.
  account_number text NOT NULL,
  account_name text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  last_used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX linked_accounts_user_idx ON linked_accounts (user_id);
-- At most one default account per user.
CREATE UNIQUE INDEX linked_accounts_one_default ON linked_accounts (user_id) WHERE is_default;

CREATE TABLE merchants (
  id text PRIMARY KEY,
  name text NOT NULL,
  category text NOT NULL
);

CREATE TABLE transactions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('payment', 'received', 'transfer')),
  -- Minor units (cents); never a float.
  amount bigint NOT NULL CHECK (amount >= 0),
  currency text NOT NULL CHECK (currency IN ('SLE', 'USD', 'EUR', 'GBP', 'SLL')),
  status text NOT NULL CHECK (status IN ('completed', 'pending', 'failed', 'processing', 'cancelled')),
  merchant_id text REFERENCES merchants(id),
  recipient text,
  payment_method text NOT NULL CHECK (payment_method IN ('orange_money', 'bank_transfer', 'card', 'mobile_money', 'cash')),
  provider text NOT NULL,
  description text NOT NULL,
  transaction_ref text NOT NULL UNIQUE,
  reference text NOT NULL,
  occurred_at timestamptz NOT NULL
);
-- Keyset pagination: newest first, id breaks ties.
CREATE INDEX transactions_user_time_idx ON transactions (user_id, occurred_at DESC, id DESC);

CREATE TABLE pending_payments (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  transaction_id uuid NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
  merchant_id text NOT NULL REFERENCES merchants(id),
  amount bigint NOT NULL CHECK (amount >= 0),
  currency text NOT NULL CHECK (currency IN ('SLE', 'USD', 'EUR', 'GBP', 'SLL')),
  payment_method text NOT NULL,
  provider text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending_initiation', 'pending_confirmation', 'pending_otp', 'processing', 'cancelled')),
  description text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  cancelled_at timestamptz
);
CREATE INDEX pending_payments_user_idx ON pending_payments (user_id, created_at DESC);

CREATE TABLE notifications (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
