-- Issue 41: the dashboard's pending list (GET /payments/pending: the payer's payments still under
-- way) found them among every payment the person ever made (payments_payer_activity_idx), then
-- kept the open ones: on the seeded set 2,000 payments read for 39 shown, on every dashboard
-- open. Only open payments are in this index, so the list is one short range of it, in its own
-- order; a payment leaves it when it completes, fails or is cancelled.
CREATE INDEX payments_payer_open_idx ON payments (payer_user_id, livemode, created_at DESC, id DESC)
  WHERE payer_user_id IS NOT NULL AND status IN ('pending_initiation', 'pending_confirmation', 'pending_otp', 'processing');
