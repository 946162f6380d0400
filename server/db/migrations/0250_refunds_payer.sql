-- Issue 41: the activity list shows a person the refunds of what they bought, and found them by
-- walking every purchase they ever made (payments_payer_activity_idx) to each one's refunds: on
-- the seeded set 2,000 purchases, 2,000 index probes, on every page of every read, and most of
-- the list's time. A refund now carries its payment's payer (payer_user_id, which never changes on
-- a payment), so the payer's refunds are read from their own index, newest first, a page at a time.
--
-- The database fills it: the insert trigger that already reads the payment (locked) copies the
-- payer, so no code path can leave it out or get it wrong, and it never changes afterwards.
ALTER TABLE refunds ADD COLUMN payer_user_id uuid REFERENCES users(id) ON DELETE RESTRICT;
UPDATE refunds r SET payer_user_id = p.payer_user_id FROM payments p WHERE p.id = r.payment_id AND p.payer_user_id IS NOT NULL;
CREATE INDEX refunds_payer_activity_idx ON refunds (payer_user_id, livemode, status_changed_at DESC, id DESC) WHERE payer_user_id IS NOT NULL;

CREATE OR REPLACE FUNCTION refunds_within_payment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payment_row record;
  already bigint;
BEGIN
  SELECT amount, status, currency, merchant_id, livemode, payer_user_id INTO payment_row FROM payments WHERE id = NEW.payment_id FOR UPDATE;
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
  -- Whatever the insert said: the payment's payer (issue 41).
  NEW.payer_user_id := payment_row.payer_user_id;
  RETURN NEW;
END $$;

-- Money history, as 0070, and the payer is as fixed as the payment.
CREATE OR REPLACE FUNCTION refunds_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.id <> OLD.id OR NEW.payment_id <> OLD.payment_id OR NEW.merchant_id <> OLD.merchant_id
     OR NEW.amount <> OLD.amount OR NEW.currency <> OLD.currency OR NEW.livemode <> OLD.livemode OR NEW.created_at <> OLD.created_at
     OR NEW.payer_user_id IS DISTINCT FROM OLD.payer_user_id
     OR (OLD.status IN ('completed', 'failed') AND NEW.status <> OLD.status)
     OR (OLD.status = 'processing' AND NEW.status = 'pending') THEN
    RAISE EXCEPTION 'refund % may only move forward (% refused)', OLD.id, TG_OP USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
