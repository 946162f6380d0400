-- Issue 17: notifications become real rows, written from money events in the transaction of the
-- change (server/modules/notifications/notification-writer.ts), replacing the projection of
-- payments with its read marker. 0003's notifications table was never written; it is replaced.
DROP TABLE notification_reads;
DROP TABLE notifications;

CREATE TABLE notifications (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The event it tells about; one notification per user and event, however often a writer runs.
  event_seq bigint NOT NULL REFERENCES events(seq) ON DELETE RESTRICT,
  kind text NOT NULL CHECK (kind IN ('payment_received', 'payment_failed', 'payout_completed', 'payout_failed', 'refund_completed')),
  title text NOT NULL,
  body text NOT NULL,
  -- What it links to (a payment, payout or refund id) and its money, for the list's display.
  object_id text,
  amount bigint CHECK (amount IS NULL OR amount >= 0),
  currency text,
  livemode boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  UNIQUE (user_id, event_seq)
);
CREATE INDEX notifications_user_list_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- A merchant's choices for money that arrives: a sound and spoken line on screen, an SMS per payment.
CREATE TABLE merchant_preferences (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  sound_on boolean NOT NULL DEFAULT false,
  sms_on_payment boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL
);

-- One row per SMS the jobs send (receipts, payment alerts), claimed before sending: a job that
-- runs again finds its key and sends nothing twice.
CREATE TABLE sms_deliveries (
  key text PRIMARY KEY,
  state text NOT NULL CHECK (state IN ('sending', 'sent')),
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
