-- Events (DESIGN §7): one row per money event a merchant may hear about (webhooks, the live
-- stream, notifications), written in the same transaction as the change it reports, so an event
-- exists exactly when its change committed. Append-only: seq orders them for resumable streams
-- (Last-Event-ID) and id is the public `evt_…` name webhooks send.
CREATE TABLE events (
  seq bigserial PRIMARY KEY,
  id text NOT NULL UNIQUE CHECK (id ~ '^evt_[0-9a-f]{32}$'),
  type text NOT NULL CHECK (type IN ('payment.completed', 'payment.failed', 'payment.cancelled', 'payment.expired', 'refund.completed', 'payout.completed', 'payout.failed')),
  merchant_id uuid NOT NULL REFERENCES merchant_profiles(user_id) ON DELETE RESTRICT,
  livemode boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX events_merchant_seq_idx ON events (merchant_id, seq);

CREATE FUNCTION events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are append-only' USING ERRCODE = 'check_violation';
END $$;
CREATE TRIGGER events_no_update BEFORE UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION events_append_only();
