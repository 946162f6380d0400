-- Issue 41: one way to apply a set. Since 0340 the server works out a set's rows itself and calls
-- ledger_apply_rows; ledger_apply_set (kept for `npm run bench:seed`, which posts its sets from
-- SQL) still held 0310's whole apply path beside it: the insert, the balance changes, the sweep.
-- It now only works out the rows, as 0310 did (and as modules/ledger/account-rows.ts does; the
-- ledger tests compare the two set by set), and hands the set to ledger_apply_rows, so the
-- rules that decide money are written once.
CREATE OR REPLACE FUNCTION "ledger_apply_set"(transfers jsonb) RETURNS integer LANGUAGE plpgsql
SET plan_cache_mode = auto
AS $$
DECLARE
	ids uuid[];
	debits uuid[];
	credits uuid[];
	debit_rows uuid[];
	credit_rows uuid[];
	amounts bigint[];
	currencies text[];
	codes text[];
	business_types text[];
	business_ids text[];
	kinds text[];
	pending_ids uuid[];
	linked_set_ids uuid[];
	created_ats timestamptz[];
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
	)
	SELECT array_agg(resolved.id), array_agg(resolved.debit_id), array_agg(resolved.credit_id), array_agg(resolved.debit_row),
		array_agg(resolved.credit_row), array_agg(resolved.amount), array_agg(resolved.currency), array_agg(resolved.code),
		array_agg(resolved.business_type), array_agg(resolved.business_id), array_agg(resolved.kind), array_agg(resolved.pending_id),
		array_agg(resolved.linked_set_id), array_agg(resolved.created_at),
		coalesce(array_agg(DISTINCT resolved.debit_logical) FILTER (WHERE resolved.debit_sweeps), '{}')
	INTO ids, debits, credits, debit_rows, credit_rows, amounts, currencies, codes, business_types, business_ids, kinds,
		pending_ids, linked_set_ids, created_ats, swept
	FROM resolved;
	RETURN ledger_apply_rows(ids, debits, credits, debit_rows, credit_rows, amounts, currencies, codes, business_types,
		business_ids, kinds, pending_ids, linked_set_ids, created_ats, swept);
END;
$$;
