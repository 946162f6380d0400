-- Issue 41: every signed-in request adds one to its user's rate-limit window, and a commit that
-- wrote a logged table waits for the WAL to reach the disk (an fdatasync, ~2 ms here, and a queue
-- behind other commits under load): the largest cost of a dashboard read after its own query.
-- The counters are worth less than that wait. Unlogged, a commit that wrote only them does not
-- wait for the disk, and they are not copied to replicas (the limiter reads and writes the
-- primary). What is given up: after a crash of the database server (not of an API process) or a
-- failover, the table starts empty, so every client's current 15-minute window starts again.
-- The limits that protect sign-in are not here: sends per number and per hour, the 60 s between
-- codes and the 5 wrong tries per code are counted from the codes' own rows (logged).
ALTER TABLE "rate_limits" SET UNLOGGED;
