-- Issue 41, the ledger's settle path (bench:ledger "spread"), round three. A profile of
-- PostgreSQL during the spread bench (perf, 14 s) showed the time spread over the statements a
-- settlement runs rather than in any one of them: a settlement of two transfers ran ten, each
-- paying the executor's start and end, and each UPDATE of ledger_accounts parsing its seven CHECK
-- expressions again (ExecConstraints → stringToNode, 10% of all samples):
-- * the per-row BEFORE INSERT trigger ran two lookups of ledger_accounts per transfer (four per
--   settlement) through its own plpgsql call;
-- * ledger_apply_rows summed the deltas in one statement, then updated the rows one UPDATE each.
-- Now:
-- * the checks on inserted transfers run once per statement, over all of its rows, as an AFTER
--   STATEMENT trigger with the inserted rows as a transition table: one query joining them with
--   their accounts (and pending transfers), refusing the first bad transfer in id order with the
--   same SQLSTATE, constraint name and message as before;
-- * a set that spends from no swept account locks its rows in id order (LockRows above the Sort,
--   as the swept path always has, so two sets still never wait for each other crosswise) and then
--   changes them all in one UPDATE that works out the sums itself (ledger_set_row_changes, the one
--   rule both paths read, inlined by the planner). The checks are unchanged: a
--   balance row must be the account its transfers name or one of its rows, named under one
--   account, and exist; otherwise the call raises and nothing of it stays.
-- The swept path is otherwise 0340's.
DROP TRIGGER "ledger_transfers_check_insert" ON "ledger_transfers";
DROP FUNCTION "ledger_transfers_check_insert"();

CREATE FUNCTION "ledger_transfers_check_inserted"() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
	bad record;
BEGIN
	SELECT inserted.id, inserted.pending_id,
		debit.id IS NULL OR credit.id IS NULL AS unknown_account,
		coalesce((debit.owner_user_id IS NOT NULL AND debit.shard <> 0) OR (credit.owner_user_id IS NOT NULL AND credit.shard <> 0), false) AS names_credit_row,
		inserted.currency, debit.currency AS debit_currency, credit.currency AS credit_currency,
		debit.livemode IS DISTINCT FROM credit.livemode AS mixes_modes,
		inserted.pending_id IS NOT NULL AND (pending.kind IS DISTINCT FROM 'pending'
			OR pending.debit_account_id <> inserted.debit_account_id
			OR pending.credit_account_id <> inserted.credit_account_id
			OR pending.amount <> inserted.amount
			OR pending.currency <> inserted.currency) AS unmatched_pending
	INTO bad
	FROM inserted_transfers AS inserted
	-- Lookups by primary key, one per transfer and side (LATERAL … LIMIT 1), never a join over
	-- the whole table: the plan is kept from the first call, when the tables may be empty.
	LEFT JOIN LATERAL (
		SELECT account.id, account.owner_user_id, account.shard, account.currency, account.livemode
		FROM ledger_accounts AS account WHERE account.id = inserted.debit_account_id LIMIT 1
	) AS debit ON TRUE
	LEFT JOIN LATERAL (
		SELECT account.id, account.owner_user_id, account.shard, account.currency, account.livemode
		FROM ledger_accounts AS account WHERE account.id = inserted.credit_account_id LIMIT 1
	) AS credit ON TRUE
	LEFT JOIN LATERAL (
		SELECT transfer.kind, transfer.debit_account_id, transfer.credit_account_id, transfer.amount, transfer.currency
		FROM ledger_transfers AS transfer WHERE transfer.id = inserted.pending_id LIMIT 1
	) AS pending ON TRUE
	WHERE debit.id IS NULL OR credit.id IS NULL
		OR (debit.owner_user_id IS NOT NULL AND debit.shard <> 0) OR (credit.owner_user_id IS NOT NULL AND credit.shard <> 0)
		OR debit.currency <> inserted.currency OR credit.currency <> inserted.currency
		OR debit.livemode <> credit.livemode
		OR (inserted.pending_id IS NOT NULL AND (pending.kind IS DISTINCT FROM 'pending'
			OR pending.debit_account_id <> inserted.debit_account_id
			OR pending.credit_account_id <> inserted.credit_account_id
			OR pending.amount <> inserted.amount
			OR pending.currency <> inserted.currency))
	ORDER BY inserted.id
	LIMIT 1;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	IF bad.unknown_account THEN
		RAISE EXCEPTION 'ledger transfer % names an unknown account', bad.id
			USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'ledger_transfers_account_exists';
	END IF;
	IF bad.names_credit_row THEN
		RAISE EXCEPTION 'ledger transfer % names a credit row of a user account instead of the account', bad.id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_names_account';
	END IF;
	IF bad.debit_currency <> bad.currency OR bad.credit_currency <> bad.currency THEN
		RAISE EXCEPTION 'ledger transfer % in % joins accounts in % and %', bad.id, bad.currency, bad.debit_currency, bad.credit_currency
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_same_currency';
	END IF;
	IF bad.mixes_modes THEN
		RAISE EXCEPTION 'ledger transfer % joins a live and a test account', bad.id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_same_mode';
	END IF;
	RAISE EXCEPTION 'ledger transfer % does not match its pending transfer %', bad.id, bad.pending_id
		USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_matches_pending';
END;
$$;

CREATE TRIGGER "ledger_transfers_check_inserted" AFTER INSERT ON "ledger_transfers"
	REFERENCING NEW TABLE AS inserted_transfers
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_transfers_check_inserted"();

-- Each balance row a set's transfers name, with the change of its four balances summed over the
-- legs on it and the account it is named under (first and last by text: the same unless they
-- disagree). One rule for both paths of ledger_apply_rows. A single SELECT in SQL, IMMUTABLE, not
-- STRICT and with no SET clause, so the planner inlines it into the statement that reads it: no
-- call of its own on the settle path.
CREATE FUNCTION "ledger_set_row_changes"(
	p_debit_rows uuid[],
	p_credit_rows uuid[],
	p_debits uuid[],
	p_credits uuid[],
	p_amounts bigint[],
	p_kinds text[]
) RETURNS TABLE (account_row uuid, first_named uuid, last_named uuid, dp bigint, cp bigint, dpe bigint, cpe bigint)
LANGUAGE sql IMMUTABLE
AS $$
	SELECT legs.account_row, min(legs.named::text)::uuid, max(legs.named::text)::uuid,
		sum(legs.dp)::bigint, sum(legs.cp)::bigint, sum(legs.dpe)::bigint, sum(legs.cpe)::bigint
	FROM (
		SELECT d.account_row, d.named,
			CASE WHEN d.kind IN ('single', 'post_pending') THEN d.amount ELSE 0 END AS dp, 0::bigint AS cp,
			CASE d.kind WHEN 'pending' THEN d.amount WHEN 'single' THEN 0 ELSE -d.amount END AS dpe, 0::bigint AS cpe
		FROM unnest(p_debit_rows, p_debits, p_amounts, p_kinds) AS d (account_row, named, amount, kind)
		UNION ALL
		SELECT c.account_row, c.named, 0::bigint,
			CASE WHEN c.kind IN ('single', 'post_pending') THEN c.amount ELSE 0 END, 0::bigint,
			CASE c.kind WHEN 'pending' THEN c.amount WHEN 'single' THEN 0 ELSE -c.amount END
		FROM unnest(p_credit_rows, p_credits, p_amounts, p_kinds) AS c (account_row, named, amount, kind)
	) AS legs
	GROUP BY legs.account_row
$$;

CREATE OR REPLACE FUNCTION "ledger_apply_rows"(
	p_ids uuid[],
	p_debits uuid[],
	p_credits uuid[],
	p_debit_rows uuid[],
	p_credit_rows uuid[],
	p_amounts bigint[],
	p_currencies text[],
	p_codes text[],
	p_business_types text[],
	p_business_ids text[],
	p_kinds text[],
	p_pending_ids uuid[],
	p_linked_set_ids uuid[],
	p_created_ats timestamptz[],
	p_swept uuid[]
) RETURNS integer LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
	transfer_count constant integer := cardinality(p_ids);
	inserted_count integer;
	-- The balance rows named (the non-swept path): how many distinct ids, how many exist and were
	-- locked, how many the UPDATE changed. All three agree, or the set is refused.
	wanted_count integer;
	locked_count integer;
	updated_count integer;
	-- The swept path: the balance deltas of the inserted transfers, one entry per row, ordered by
	-- row id, with the account the row's transfers name (first and last by text: the same unless
	-- they disagree).
	row_ids uuid[];
	first_named uuid[];
	last_named uuid[];
	debits_posted_delta bigint[];
	credits_posted_delta bigint[];
	debits_pending_delta bigint[];
	credits_pending_delta bigint[];
	swept uuid[] := nullif(p_swept, '{}');
BEGIN
	IF transfer_count = 0 OR transfer_count IS NULL
		OR cardinality(p_debits) <> transfer_count OR cardinality(p_credits) <> transfer_count
		OR cardinality(p_debit_rows) <> transfer_count OR cardinality(p_credit_rows) <> transfer_count
		OR cardinality(p_amounts) <> transfer_count OR cardinality(p_currencies) <> transfer_count
		OR cardinality(p_codes) <> transfer_count OR cardinality(p_business_types) <> transfer_count
		OR cardinality(p_business_ids) <> transfer_count OR cardinality(p_kinds) <> transfer_count
		OR cardinality(p_pending_ids) <> transfer_count OR cardinality(p_linked_set_ids) <> transfer_count
		OR cardinality(p_created_ats) <> transfer_count THEN
		RAISE EXCEPTION 'ledger_apply_rows: a set needs the same number of values in every array'
			USING ERRCODE = 'invalid_parameter_value';
	END IF;

	-- In one global order, so two copies of a set submitted at once (a replayed callback) wait for
	-- each other at their first id instead of each holding one id the other waits for.
	INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, code,
		business_type, business_id, kind, pending_id, linked_set_id, created_at)
	SELECT t.id, t.debit, t.credit, t.amount, t.currency, t.code, t.business_type, t.business_id,
		t.kind, t.pending_id, t.linked_set_id, t.created_at
	FROM unnest(p_ids, p_debits, p_credits, p_amounts, p_currencies, p_codes, p_business_types,
		p_business_ids, p_kinds, p_pending_ids, p_linked_set_ids, p_created_ats)
		AS t (id, debit, credit, amount, currency, code, business_type, business_id, kind, pending_id, linked_set_id, created_at)
	ORDER BY t.id
	ON CONFLICT (id) DO NOTHING;
	GET DIAGNOSTICS inserted_count = ROW_COUNT;
	IF inserted_count NOT IN (0, transfer_count) THEN
		RAISE EXCEPTION 'some transfer ids of this linked set were already used by another set'
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_partial_set';
	END IF;
	IF inserted_count = 0 THEN
		RETURN 0;
	END IF;

	IF swept IS NULL THEN
		IF array_position(p_debit_rows, NULL) IS NOT NULL OR array_position(p_credit_rows, NULL) IS NOT NULL THEN
			RAISE EXCEPTION 'a balance row of this linked set is named under two accounts, or under none'
				USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_row_of_account';
		END IF;
		-- Every row this set changes, locked in id order (the Sort runs below the LockRows), so two
		-- sets never wait for each other crosswise; and how many distinct rows were named.
		SELECT count(*), (SELECT count(DISTINCT named.id) FROM unnest(p_debit_rows || p_credit_rows) AS named (id))
		INTO locked_count, wanted_count
		FROM (
			SELECT account.id FROM ledger_accounts AS account
			WHERE account.id = ANY (p_debit_rows || p_credit_rows)
			ORDER BY account.id
			FOR NO KEY UPDATE
		) AS locked;
		-- A new statement, so a new snapshot that sees each locked row as it now is. Each row's
		-- change is the sum of the legs of the transfers just inserted on it; a row named under two
		-- accounts, or not a row of the account named, is left out and counted.
		UPDATE ledger_accounts AS account SET
			debits_posted = account.debits_posted + sums.dp,
			credits_posted = account.credits_posted + sums.cp,
			debits_pending = account.debits_pending + sums.dpe,
			credits_pending = account.credits_pending + sums.cpe
		FROM ledger_set_row_changes(p_debit_rows, p_credit_rows, p_debits, p_credits, p_amounts, p_kinds) AS sums
		WHERE account.id = sums.account_row
			AND sums.first_named = sums.last_named
			AND (account.id = sums.first_named OR account.logical_id = sums.first_named);
		GET DIAGNOSTICS updated_count = ROW_COUNT;
		IF updated_count <> wanted_count OR locked_count <> wanted_count THEN
			RAISE EXCEPTION 'a balance row of this linked set is not a row of account its transfer names, or is named under two accounts'
				USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_row_of_account';
		END IF;
		RETURN inserted_count;
	END IF;

	-- Spending from an account with credit rows: each row's change is the sum of its legs.
	SELECT array_agg(sums.account_row ORDER BY sums.account_row), array_agg(sums.first_named ORDER BY sums.account_row),
		array_agg(sums.last_named ORDER BY sums.account_row), array_agg(sums.dp ORDER BY sums.account_row),
		array_agg(sums.cp ORDER BY sums.account_row), array_agg(sums.dpe ORDER BY sums.account_row),
		array_agg(sums.cpe ORDER BY sums.account_row)
	INTO row_ids, first_named, last_named, debits_posted_delta, credits_posted_delta, debits_pending_delta, credits_pending_delta
	FROM ledger_set_row_changes(p_debit_rows, p_credit_rows, p_debits, p_credits, p_amounts, p_kinds) AS sums;
	IF first_named IS DISTINCT FROM last_named OR array_position(row_ids, NULL) IS NOT NULL THEN
		RAISE EXCEPTION 'a balance row of this linked set is named under two accounts, or under none'
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_row_of_account';
	END IF;

	-- Every row this set changes and every row of the accounts it spends from, locked in id order.
	PERFORM 1 FROM ledger_accounts AS account
		WHERE account.id = ANY (row_ids) OR account.logical_id = ANY (swept)
		ORDER BY account.id
		FOR NO KEY UPDATE;
	IF (SELECT count(*) FROM unnest(row_ids, first_named) AS r (id, named)
			JOIN ledger_accounts AS account ON account.id = r.id AND (account.id = r.named OR account.logical_id = r.named))
		<> cardinality(row_ids) THEN
		RAISE EXCEPTION 'a balance row of this linked set is not a row of the account its transfer names'
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_row_of_account';
	END IF;
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
