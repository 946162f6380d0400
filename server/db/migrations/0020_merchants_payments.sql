-- Money core (DESIGN §7, issue 9): merchants are users with a business profile; payments are
-- attempts to move money to a merchant, with their status history as append-only events.

-- A business profile turns a user into a merchant. RESTRICT: a merchant with payments keeps its user.
CREATE TABLE merchant_profiles (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE RESTRICT,
  business_name text NOT NULL CHECK (length(business_name) BETWEEN 2 AND 100),
  category text NOT NULL CHECK (length(category) BETWEEN 2 AND 60),
  logo_url text CHECK (logo_url IS NULL OR logo_url ~ '^https://'),
  -- Who pays the fee (domain/fees.ts): taken from the merchant's amount, or added for the payer.
  fee_bearer text NOT NULL DEFAULT 'merchant' CHECK (fee_bearer IN ('merchant', 'payer')),
  -- Local mode's sample merchants only: their old fixed id ('mer_edsa'), so seeding finds them again.
  sample_key text UNIQUE,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE payments (
  id uuid PRIMARY KEY,
  merchant_id uuid NOT NULL REFERENCES merchant_profiles(user_id) ON DELETE RESTRICT,
  -- A signed-in payer, or a guest known only by phone (E.164); never both missing.
  payer_user_id uuid REFERENCES users(id) ON DELETE RESTRICT,
  payer_phone text CHECK (payer_phone IS NULL OR payer_phone ~ '^\+232[0-9]{8}$'),
  payer_name text,
  CHECK (payer_user_id IS NOT NULL OR payer_phone IS NOT NULL),
  -- Minor units; total = what the payer is charged, net = what reaches the merchant (total − fee).
  amount bigint NOT NULL CHECK (amount > 0),
  fee bigint NOT NULL CHECK (fee >= 0),
  total bigint NOT NULL,
  net bigint NOT NULL CHECK (net >= 0),
  CHECK (total - fee = net),
  currency text NOT NULL CHECK (currency IN ('SLE', 'USD', 'EUR', 'GBP', 'SLL')),
  method text NOT NULL CHECK (method IN ('orange_money', 'mobile_money', 'bank_transfer', 'card', 'cash')),
  -- A code ('orange_money', 'africell_money', 'SBL', 'card', 'cash'); labels only at the edge.
  provider text NOT NULL,
  fee_bearer text NOT NULL CHECK (fee_bearer IN ('merchant', 'payer')),
  -- The current status; its history is payment_events. Only the moves of domain/payment-status.ts.
  status text NOT NULL CHECK (status IN ('pending_initiation', 'pending_confirmation', 'pending_otp', 'processing', 'completed', 'failed', 'cancelled', 'expired')),
  source text NOT NULL CHECK (source IN ('link', 'qr', 'checkout', 'api', 'pos')),
  link_id uuid,
  description text NOT NULL,
  reference text NOT NULL UNIQUE,
  provider_ref text,
  expires_at timestamptz NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  livemode boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  -- Time of the latest event: the activity list shows and orders by it.
  status_changed_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX payments_provider_ref_idx ON payments (provider, provider_ref) WHERE provider_ref IS NOT NULL;
CREATE INDEX payments_payer_activity_idx ON payments (payer_user_id, status_changed_at DESC, id DESC);
CREATE INDEX payments_merchant_activity_idx ON payments (merchant_id, status_changed_at DESC, id DESC);
CREATE INDEX payments_open_expiry_idx ON payments (expires_at) WHERE status IN ('pending_initiation', 'pending_confirmation', 'pending_otp');

-- One row per status a payment entered, in order; never edited or deleted.
CREATE TABLE payment_events (
  payment_id uuid NOT NULL REFERENCES payments(id) ON DELETE RESTRICT,
  seq integer NOT NULL CHECK (seq >= 1),
  status text NOT NULL,
  reason text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (payment_id, seq)
);

-- Money history is append-only (DESIGN §7): a payment's amount, parties, time and description
-- never change after creation, and neither payments nor their events are ever deleted.
CREATE FUNCTION payments_refuse_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION '% rows are append-only: DELETE refused', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_TABLE_NAME = 'payment_events' OR
     (NEW.id, NEW.merchant_id, NEW.payer_user_id, NEW.payer_phone, NEW.amount, NEW.fee, NEW.total, NEW.net,
      NEW.currency, NEW.method, NEW.fee_bearer, NEW.source, NEW.description, NEW.reference, NEW.created_at, NEW.livemode)
     IS DISTINCT FROM
     (OLD.id, OLD.merchant_id, OLD.payer_user_id, OLD.payer_phone, OLD.amount, OLD.fee, OLD.total, OLD.net,
      OLD.currency, OLD.method, OLD.fee_bearer, OLD.source, OLD.description, OLD.reference, OLD.created_at, OLD.livemode) THEN
    RAISE EXCEPTION '% rows are append-only: this UPDATE is refused', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER payments_append_only BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_refuse_rewrite();
CREATE TRIGGER payment_events_append_only BEFORE UPDATE OR DELETE ON payment_events
  FOR EACH ROW EXECUTE FUNCTION payments_refuse_rewrite();

-- The sandbox provider's own state (what Orange Money or a bank would hold on their side): the
-- payer's code as an HMAC, wrong tries, when processing ends and how. Not our money records.
CREATE TABLE sandbox_provider_payments (
  provider_ref text PRIMARY KEY,
  payment_id uuid NOT NULL UNIQUE,
  method text NOT NULL,
  phone text,
  code_hash text,
  code_attempts integer NOT NULL DEFAULT 0,
  -- approve | decline | never_confirm | lose_callback | slow (the documented test numbers)
  behaviour text NOT NULL,
  state text NOT NULL CHECK (state IN ('awaiting_code', 'processing', 'succeeded', 'failed', 'cancelled')),
  completes_at timestamptz,
  created_at timestamptz NOT NULL
);
