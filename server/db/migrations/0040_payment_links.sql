-- Payment links (issue 10): a merchant's link to their public checkout, /pay/{merchantId}?link={id}.
-- The id may be chosen by the client (a link made offline shows its QR before it syncs), so a
-- replayed create finds its own row. Amount NULL: the payer enters it.
CREATE TABLE payment_links (
  id uuid PRIMARY KEY,
  merchant_id uuid NOT NULL REFERENCES merchant_profiles(user_id) ON DELETE RESTRICT,
  amount bigint CHECK (amount IS NULL OR amount > 0),
  currency text NOT NULL CHECK (currency IN ('SLE', 'USD', 'EUR', 'GBP')),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
  reusable boolean NOT NULL,
  expires_at timestamptz,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  -- A single-use link is held by one payment at a time: the latest that claimed it. It is used up
  -- when that payment completes, and free again when it fails, is cancelled or expires.
  claimed_payment_id uuid,
  CHECK (reusable = false OR claimed_payment_id IS NULL),
  livemode boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  disabled_at timestamptz
);
CREATE INDEX payment_links_merchant_idx ON payment_links (merchant_id, created_at DESC, id DESC);
-- Takings and payment counts per link.
CREATE INDEX payments_link_idx ON payments (link_id) WHERE link_id IS NOT NULL;
