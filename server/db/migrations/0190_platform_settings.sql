-- Platform settings (issue 34): what an admin may change in the back office, one row per setting.
-- Kept small on purpose (domain/activation.ts PLATFORM_SETTINGS names each with its bounds); no
-- row reads as the default. Every change is also an audit_log row (settings.changed).
CREATE TABLE platform_settings (
  key text PRIMARY KEY CHECK (key IN ('stuckPaymentMinutes')),
  value integer NOT NULL CHECK (value >= 0),
  updated_at timestamptz NOT NULL,
  updated_by uuid REFERENCES users(id) ON DELETE RESTRICT
);
