-- Cash sales (issue 10, DESIGN §7): a field merchant records money a customer handed over, often
-- with no network. The payer is someone at the counter whom nobody signed in, so a cash payment
-- may have neither a payer user nor a payer phone; every other method still needs one of them.
DO $$
DECLARE
  payer_check text;
BEGIN
  SELECT conname INTO payer_check FROM pg_constraint
  WHERE conrelid = 'payments'::regclass AND contype = 'c'
    AND pg_get_constraintdef(oid) LIKE '%payer_user_id IS NOT NULL%payer_phone IS NOT NULL%';
  IF payer_check IS NOT NULL THEN
    EXECUTE format('ALTER TABLE payments DROP CONSTRAINT %I', payer_check);
  END IF;
END $$;
ALTER TABLE payments ADD CONSTRAINT payments_payer_known
  CHECK (payer_user_id IS NOT NULL OR payer_phone IS NOT NULL OR method = 'cash');
-- A cash sale is completed when recorded and settles nothing: it has no provider reference and
-- never moves ledger money (the auditor's payments check refuses any transfer for one).
ALTER TABLE payments ADD CONSTRAINT payments_cash_is_pos
  CHECK (method <> 'cash' OR (source = 'pos' AND fee = 0 AND provider_ref IS NULL));
