-- Issue 17: the live streams open now, in every server process, so the per-user bound holds
-- across processes (server/modules/live/live-streams.queries.ts). A row is a lease: its process
-- renews it on each heartbeat; a process that died leaves rows that expire on their own.
CREATE TABLE live_streams (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  opened_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX live_streams_user_idx ON live_streams (user_id, opened_at);
