-- Issue 41, the ledger's settle path (bench:ledger "spread"). An account's identity (id, owner or
-- platform role, currency, mode, flag, logical account and shard) stays fixed: 0011's trigger
-- refused an UPDATE that changed it, through a WHEN clause comparing OLD and NEW. PostgreSQL reads
-- a trigger's WHEN clause from its stored text again for every statement that updates the table
-- (and then evaluates it per row), and every settlement runs three balance UPDATEs: perf on the
-- server put ~5% of PostgreSQL's time in that, half of it parsing the clause.
-- The trigger now names the identity columns instead (BEFORE UPDATE OF ...), which PostgreSQL
-- checks against the statement's SET list once, with nothing to parse or evaluate: a balance
-- UPDATE never fires it, and any UPDATE that sets an identity column is refused, also one that
-- sets it to its current value (the WHEN clause let that through; nothing of ours does it).
-- pgbench calling ledger_apply_set with a settlement over 1,000 merchants, 20 clients, four
-- alternating 6 s runs each: 1,651 -> 1,810 settles/s, CPU per settle 1,133 -> 1,031 µs.
DROP TRIGGER "ledger_accounts_fixed_identity" ON "ledger_accounts";
CREATE TRIGGER "ledger_accounts_fixed_identity"
	BEFORE UPDATE OF "id", "owner_user_id", "platform_role", "currency", "livemode",
		"debits_must_not_exceed_credits", "logical_id", "shard", "shards"
	ON "ledger_accounts"
	FOR EACH ROW EXECUTE FUNCTION "ledger_accounts_fixed_identity"();
