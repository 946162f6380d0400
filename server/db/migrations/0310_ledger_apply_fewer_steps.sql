-- Issue 41, the ledger's settle path (bench:ledger "spread"). ledger_apply_set as in 0300, with the
-- same rules and refusals, doing less work per set. Found with perf on the server and pgbench
-- calling the function directly (a settlement: clearing -> merchant and clearing -> fees):
-- 1. A platform account's shard was found by scanning every row of the account: the planner
--    kept `shard = slot % shards` as a filter on the (logical_id, shard) index, so each transfer
--    out of a 64-row clearing account read 64 rows and followed their update chains. The shard
--    number is now worked out first (`picks`) and the row found by both index columns; LIMIT 1
--    keeps each lookup a nested index probe (jsonb_to_recordset is estimated at 100 rows, and a
--    join the planner may flatten became a hash join over a sequential scan).
-- 2. A set that spends from no user account with credit shards (a settlement, a fee, a second
--    phase, a payout's reservation out of a one-row account...) no longer runs the sweep's
--    lock-then-update statement: its balances change with one UPDATE per account row by primary
--    key, in id order. An UPDATE locks the row it changes, so the rows are still locked in one
--    global order (crossing sets wait, never deadlock), after the transfers are inserted (0290),
--    and only the rows of transfers actually inserted change.
-- 3. A set that does spend from such an account (a refund, a payout) locks every row of the
--    accounts it touches and of the accounts it spends from, in id order, then in one statement
--    (whose snapshot is taken after those locks, so it reads the latest balances) moves what the
--    credit shards hold into shard 0 and applies the set's deltas, as 0300 did.
-- bench:ledger on PostgreSQL, two alternating runs each, same hour (ratios to a bare INSERT):
-- 0300 spread 0.19 / 0.18, hot 0.15 / 0.15; this spread 0.20 / 0.21, hot 0.19 / 0.19.
CREATE OR REPLACE FUNCTION "ledger_apply_set"(transfers jsonb) RETURNS integer LANGUAGE plpgsql
SET plan_cache_mode = auto
AS $$
DECLARE
	inserted_count integer;
	-- The balance deltas of the inserted transfers, one entry per account row, ordered by row id.
	row_ids uuid[];
	debits_posted_delta bigint[];
	credits_posted_delta bigint[];
	debits_pending_delta bigint[];
	credits_pending_delta bigint[];
	-- User accounts with credit shards that this set spends from (their shard 0 ids).
	swept uuid[];
BEGIN
	WITH input AS MATERIALIZED (
		SELECT * FROM jsonb_to_recordset(transfers) AS t (
			id uuid, debit uuid, credit uuid, amount bigint, currency text, code text, business_type text,
			business_id text, kind text, pending_id uuid, linked_set_id uuid, created_at timestamptz, slot integer)
	),
	-- For each side, the account named and the shard number its balance goes to (slot null: the
	-- row named, as a second phase repeats its pending transfer's exact rows).
	picks AS MATERIALIZED (
		SELECT input.*,
			debit_named.logical_id AS debit_logical,
			debit_named.owner_user_id IS NULL AS debit_platform,
			(CASE WHEN debit_named.owner_user_id IS NULL THEN input.slot % debit_named.shards ELSE 0 END)::smallint AS debit_shard,
			(debit_named.owner_user_id IS NOT NULL AND debit_named.shards > 1 AND input.kind IN ('single', 'pending')) AS debit_sweeps,
			credit_named.logical_id AS credit_logical,
			credit_named.owner_user_id IS NULL AS credit_platform,
			-- A user's posted credit spreads over its shards, unless the same set spends from that
			-- account: then it goes to shard 0 and counts towards the spending.
			(CASE
				WHEN credit_named.owner_user_id IS NULL THEN input.slot % credit_named.shards
				WHEN input.kind = 'single' AND NOT EXISTS (
					SELECT 1 FROM input AS spend WHERE spend.debit = input.credit AND spend.kind IN ('single', 'pending')
				) THEN input.slot % credit_named.shards
				ELSE 0 END)::smallint AS credit_shard
		FROM input
		LEFT JOIN LATERAL (
			SELECT named.logical_id, named.owner_user_id, named.shards FROM ledger_accounts AS named
			WHERE named.id = input.debit AND input.slot IS NOT NULL LIMIT 1
		) AS debit_named ON TRUE
		LEFT JOIN LATERAL (
			SELECT named.logical_id, named.owner_user_id, named.shards FROM ledger_accounts AS named
			WHERE named.id = input.credit AND input.slot IS NOT NULL LIMIT 1
		) AS credit_named ON TRUE
	),
	-- For each side, `stored` is the row the transfer names (a user account's shard 0, a platform
	-- account's shard) and `row` the row whose balances it changes.
	resolved AS MATERIALIZED (
		SELECT picks.*,
			coalesce(CASE WHEN picks.debit_platform THEN debit_target.id ELSE picks.debit_logical END, picks.debit) AS debit_id,
			coalesce(debit_target.id, picks.debit) AS debit_row,
			coalesce(CASE WHEN picks.credit_platform THEN credit_target.id ELSE picks.credit_logical END, picks.credit) AS credit_id,
			coalesce(credit_target.id, picks.credit) AS credit_row
		FROM picks
		LEFT JOIN LATERAL (
			SELECT target.id FROM ledger_accounts AS target
			WHERE target.logical_id = picks.debit_logical AND target.shard = picks.debit_shard LIMIT 1
		) AS debit_target ON TRUE
		LEFT JOIN LATERAL (
			SELECT target.id FROM ledger_accounts AS target
			WHERE target.logical_id = picks.credit_logical AND target.shard = picks.credit_shard LIMIT 1
		) AS credit_target ON TRUE
	),
	inserted AS MATERIALIZED (
		INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, code,
			business_type, business_id, kind, pending_id, linked_set_id, created_at)
		SELECT resolved.id, debit_id, credit_id, resolved.amount, resolved.currency, resolved.code, resolved.business_type,
			resolved.business_id, resolved.kind, resolved.pending_id, resolved.linked_set_id, resolved.created_at
		FROM resolved
		-- In one global order, so two copies of a set submitted at once (a replayed callback) wait
		-- for each other at their first id instead of each holding one id the other waits for.
		ORDER BY resolved.id
		ON CONFLICT (id) DO NOTHING
		RETURNING id
	),
	moved AS MATERIALIZED (
		SELECT resolved.debit_row, resolved.credit_row, resolved.amount, resolved.kind, resolved.debit_sweeps, resolved.debit_logical
		FROM inserted JOIN resolved ON resolved.id = inserted.id
	),
	legs (account_id, dp, cp, dpe, cpe) AS (
		SELECT debit_row,
			CASE WHEN kind IN ('single', 'post_pending') THEN amount ELSE 0 END, 0::bigint,
			CASE kind WHEN 'pending' THEN amount WHEN 'single' THEN 0 ELSE -amount END, 0::bigint
		FROM moved
		UNION ALL
		SELECT credit_row, 0::bigint,
			CASE WHEN kind IN ('single', 'post_pending') THEN amount ELSE 0 END, 0::bigint,
			CASE kind WHEN 'pending' THEN amount WHEN 'single' THEN 0 ELSE -amount END
		FROM moved
	),
	sums AS (
		SELECT account_id, sum(dp)::bigint AS dp, sum(cp)::bigint AS cp, sum(dpe)::bigint AS dpe, sum(cpe)::bigint AS cpe
		FROM legs GROUP BY account_id
	)
	SELECT (SELECT count(*) FROM inserted),
		(SELECT array_agg(DISTINCT debit_logical) FROM moved WHERE debit_sweeps),
		array_agg(account_id ORDER BY account_id), array_agg(dp ORDER BY account_id), array_agg(cp ORDER BY account_id),
		array_agg(dpe ORDER BY account_id), array_agg(cpe ORDER BY account_id)
	INTO inserted_count, swept, row_ids, debits_posted_delta, credits_posted_delta, debits_pending_delta, credits_pending_delta
	FROM sums;

	IF inserted_count NOT IN (0, jsonb_array_length(transfers)) THEN
		RAISE EXCEPTION 'some transfer ids of this linked set were already used by another set'
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_partial_set';
	END IF;
	IF inserted_count = 0 THEN
		RETURN 0;
	END IF;

	IF swept IS NULL THEN
		-- One row at a time, in id order: each UPDATE takes its row's lock.
		FOR entry IN 1 .. array_length(row_ids, 1) LOOP
			UPDATE ledger_accounts SET
				debits_posted = debits_posted + debits_posted_delta[entry],
				credits_posted = credits_posted + credits_posted_delta[entry],
				debits_pending = debits_pending + debits_pending_delta[entry],
				credits_pending = credits_pending + credits_pending_delta[entry]
			WHERE id = row_ids[entry];
		END LOOP;
		RETURN inserted_count;
	END IF;

	-- Every row this set changes and every row of the accounts it spends from, locked in id order.
	PERFORM 1 FROM ledger_accounts AS account
		WHERE account.id = ANY (row_ids) OR account.logical_id = ANY (swept)
		ORDER BY account.id
		FOR NO KEY UPDATE;
	-- A new statement, so a new snapshot: what each credit shard holds now that it is locked.
	WITH sweep AS MATERIALIZED (
		SELECT account.id, account.logical_id, account.credits_posted AS amount FROM ledger_accounts AS account
		WHERE account.logical_id = ANY (swept) AND account.shard > 0 AND account.credits_posted > 0
	),
	legs (account_id, dp, cp, dpe, cpe) AS (
		SELECT * FROM unnest(row_ids, debits_posted_delta, credits_posted_delta, debits_pending_delta, credits_pending_delta)
		UNION ALL
		SELECT sweep.id, 0::bigint, -sweep.amount, 0::bigint, 0::bigint FROM sweep
		UNION ALL
		SELECT sweep.logical_id, 0::bigint, sweep.amount, 0::bigint, 0::bigint FROM sweep
	)
	UPDATE ledger_accounts AS account SET
		debits_posted = account.debits_posted + sums.dp,
		credits_posted = account.credits_posted + sums.cp,
		debits_pending = account.debits_pending + sums.dpe,
		credits_pending = account.credits_pending + sums.cpe
	FROM (SELECT account_id, sum(dp) AS dp, sum(cp) AS cp, sum(dpe) AS dpe, sum(cpe) AS cpe FROM legs GROUP BY account_id) AS sums
	WHERE account.id = sums.account_id AND account.id = ANY (ARRAY(SELECT account_id FROM legs));
	RETURN inserted_count;
END;
$$;
