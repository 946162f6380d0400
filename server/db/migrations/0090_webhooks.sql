-- Webhooks (DESIGN §7, issue 12): a merchant's endpoints, one delivery per (event, endpoint),
-- and every attempt at it. Deliveries are created in the transaction that records the event
-- (events.service hook), so an event that committed always has its deliveries.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY,
  merchant_id uuid NOT NULL REFERENCES merchant_profiles(user_id) ON DELETE CASCADE,
  url text NOT NULL CHECK (length(url) BETWEEN 8 AND 2048),
  events text[] NOT NULL CHECK (cardinality(events) >= 1),
  status text NOT NULL DEFAULT 'enabled' CHECK (status IN ('enabled', 'disabled')),
  -- Set when a delivery gave up after its last retry; cleared by the next success.
  failing_since timestamptz,
  livemode boolean NOT NULL DEFAULT false,
  -- The whsec_ signing secret, AES-256-GCM under a key derived from APP_SECRET: signing needs the
  -- raw secret, so it cannot be a hash; a database dump alone does not reveal it.
  secret_box text NOT NULL,
  -- During a rotation's overlap both secrets sign (several v1 signatures in one header).
  previous_secret_box text,
  previous_secret_expires_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((previous_secret_box IS NULL) = (previous_secret_expires_at IS NULL))
);
CREATE INDEX webhook_endpoints_merchant_idx ON webhook_endpoints (merchant_id, created_at);

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  -- The event's evt_ id (the webhook-id header, the same on every retry and resend so receivers
  -- can drop duplicates); test events have no events row.
  event_id text NOT NULL,
  event_type text NOT NULL,
  -- event: made when the event was recorded (one per endpoint, enforced below); resend and test:
  -- made by the merchant from the dashboard or the API.
  origin text NOT NULL CHECK (origin IN ('event', 'resend', 'test')),
  -- The exact body sent, so every retry signs and sends the same bytes.
  payload text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz,
  -- A worker holds the delivery while its request is in flight; a crashed worker's claim expires.
  claimed_until timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((status = 'pending') = (next_attempt_at IS NOT NULL))
);
CREATE UNIQUE INDEX webhook_deliveries_event_once ON webhook_deliveries (endpoint_id, event_id) WHERE origin = 'event';
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';

CREATE TABLE webhook_attempts (
  id bigserial PRIMARY KEY,
  delivery_id uuid NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  attempt integer NOT NULL CHECK (attempt >= 1),
  attempted_at timestamptz NOT NULL,
  -- NULL: no HTTP answer (refused address, timeout, connection error); see error.
  status_code integer,
  latency_ms integer NOT NULL CHECK (latency_ms >= 0),
  response_excerpt text NOT NULL DEFAULT '' CHECK (length(response_excerpt) <= 1024),
  error text CHECK (length(error) <= 300),
  UNIQUE (delivery_id, attempt)
);
