-- Refunds (DESIGN §7, issue 11): a merchant gives back all or part of a completed payment. One
-- row per refund; its money moves two-phase in the ledger (reserve on request, post when the
-- provider has paid the payer, void when it failed), so the merchant's balance is held at once.
-- The rules a bug in the code must never break are enforced here as well as in
-- server/modules/payments/refunds.service.ts: the refunds of a payment (all but failed ones)
-- never add up to more than the payment's amount, only a completed payment is refunded, and a
-- refund's amount, payment and currency never change.
CREATE TABLE refunds (
  id uuid PRIMARY KEY,
  payment_id uuid NOT NULL REFERENCES payments(id) ON DELETE RESTRICT,
  merchant_id uuid NOT NULL REFERENCES merchant_profiles(user_id) ON DELETE RESTRICT,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  -- pending: money reserved, not yet sent; processing: the provider is paying the payer.
  status text NOT NULL CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
  reason text,
  provider_ref text,
  livemode boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  status_changed_at timestamptz NOT NULL
);
CREATE INDEX refunds_payment_idx ON refunds (payment_id);
CREATE INDEX refunds_merchant_idx ON refunds (merchant_id, status_changed_at DESC, id DESC);

-- The last guard: the payment row is locked (as the service also does), so concurrent inserts for
-- one payment are checked one after another against what is already stored.
CREATE FUNCTION refunds_within_payment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payment_row record;
  already bigint;
BEGIN
  SELECT amount, status, currency, merchant_id, livemode INTO payment_row FROM payments WHERE id = NEW.payment_id FOR UPDATE;
  IF payment_row IS NULL OR payment_row.status <> 'completed' THEN
    RAISE EXCEPTION 'refund % names a payment that is not completed', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'refunds_payment_completed';
  END IF;
  IF payment_row.currency <> NEW.currency OR payment_row.merchant_id <> NEW.merchant_id OR payment_row.livemode <> NEW.livemode THEN
    RAISE EXCEPTION 'refund % does not match its payment', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'refunds_match_payment';
  END IF;
  SELECT coalesce(sum(amount), 0) INTO already FROM refunds WHERE payment_id = NEW.payment_id AND status <> 'failed';
  IF already + NEW.amount > payment_row.amount THEN
    RAISE EXCEPTION 'refunds of payment % would reach % of %', NEW.payment_id, already + NEW.amount, payment_row.amount
      USING ERRCODE = 'check_violation', CONSTRAINT = 'refunds_within_payment';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER refunds_within_payment BEFORE INSERT ON refunds FOR EACH ROW EXECUTE FUNCTION refunds_within_payment();

-- Money history: a refund changes its status (forward only), provider reference and reason; a
-- failed refund never comes back (its money was released), and rows are never deleted.
CREATE FUNCTION refunds_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.id <> OLD.id OR NEW.payment_id <> OLD.payment_id OR NEW.merchant_id <> OLD.merchant_id
     OR NEW.amount <> OLD.amount OR NEW.currency <> OLD.currency OR NEW.livemode <> OLD.livemode OR NEW.created_at <> OLD.created_at
     OR (OLD.status IN ('completed', 'failed') AND NEW.status <> OLD.status)
     OR (OLD.status = 'processing' AND NEW.status = 'pending') THEN
    RAISE EXCEPTION 'refund % may only move forward (% refused)', OLD.id, TG_OP USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER refunds_forward_only BEFORE UPDATE OR DELETE ON refunds FOR EACH ROW EXECUTE FUNCTION refunds_forward_only();
