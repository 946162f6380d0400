-- Notifications are a projection of payments (DESIGN §7): money received, a payment waiting for
-- the payer's confirmation, a payment that failed. This marks how far a user has read them.
CREATE TABLE notification_reads (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  read_up_to timestamptz NOT NULL
);
