-- Issue 41, the ledger's settle path (bench:ledger "spread"). ledger_apply_set (0310) worked out,
-- for every set, which rows each transfer names and changes: for each side a probe of the account
-- named and one of its shard row, inside one large statement over the set as jsonb. What an
-- account is (owner or role, shard, shard count) never changes once it exists (0330) and accounts
-- are never deleted, so the server now works the rows out itself from what it has read once
-- (modules/ledger/account-rows.ts) and calls ledger_apply_rows with them, as arrays. This function
-- keeps every rule that decides money in the database:
-- * it inserts the transfers (in id order, as before, so two copies of a set wait for each other)
--   and refuses a set whose ids are partly stored;
-- * it works out each balance row's change from the transfers it inserted, never from the caller;
-- * a balance row must be a row of the account its transfer names (the row itself, or a shard of
--   that account), else nothing is written (ledger_transfers_row_of_account);
-- * ledger_transfers_check_insert now also refuses a transfer naming a user account by one of its
--   credit rows instead of its id (shard 0), so a user account's history stays readable by its id;
-- * the CHECKs on balances (no overdraft, credit rows take posted credits only) are unchanged, so
--   a debit put on a wrong row, or a sweep left out, is refused rather than applied.
-- The rest is 0310's: one UPDATE per row in id order, or, for a set that spends from a user
-- account with credit rows (`swept`), the lock-then-sweep statement.
-- Measured with the service's own postTransfers, one settlement after another over 200 merchants
-- (CPU from /proc, third of three rounds of 3,000, two runs each, same hour): PostgreSQL's CPU per
-- settlement 417-463 µs before, 367-403 µs after; the server's own ~100 µs either way.
-- ledger_apply_set stays for `npm run bench:seed`, which posts its sets from SQL.
CREATE OR REPLACE FUNCTION "ledger_transfers_check_insert"() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = auto
AS $$
DECLARE
	debit_row record;
	credit_row record;
	pending_row record;
BEGIN
	SELECT currency, livemode, owner_user_id IS NOT NULL AND shard <> 0 AS credit_row_of_user INTO debit_row
		FROM ledger_accounts WHERE id = NEW.debit_account_id;
	SELECT currency, livemode, owner_user_id IS NOT NULL AND shard <> 0 AS credit_row_of_user INTO credit_row
		FROM ledger_accounts WHERE id = NEW.credit_account_id;
	IF debit_row IS NULL OR credit_row IS NULL THEN
		RAISE EXCEPTION 'ledger transfer % names an unknown account', NEW.id
			USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'ledger_transfers_account_exists';
	END IF;
	IF debit_row.credit_row_of_user OR credit_row.credit_row_of_user THEN
		RAISE EXCEPTION 'ledger transfer % names a credit row of a user account instead of the account', NEW.id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_names_account';
	END IF;
	IF debit_row.currency IS DISTINCT FROM NEW.currency OR credit_row.currency IS DISTINCT FROM NEW.currency THEN
		RAISE EXCEPTION 'ledger transfer % in % joins accounts in % and %', NEW.id, NEW.currency, debit_row.currency, credit_row.currency
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_same_currency';
	END IF;
	IF debit_row.livemode IS DISTINCT FROM credit_row.livemode THEN
		RAISE EXCEPTION 'ledger transfer % joins a live and a test account', NEW.id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_same_mode';
	END IF;
	IF NEW.pending_id IS NOT NULL THEN
		SELECT kind, debit_account_id, credit_account_id, amount, currency INTO pending_row
			FROM ledger_transfers WHERE id = NEW.pending_id;
		IF pending_row.kind IS DISTINCT FROM 'pending'
			OR pending_row.debit_account_id <> NEW.debit_account_id
			OR pending_row.credit_account_id <> NEW.credit_account_id
			OR pending_row.amount <> NEW.amount
			OR pending_row.currency <> NEW.currency THEN
			RAISE EXCEPTION 'ledger transfer % does not match its pending transfer %', NEW.id, NEW.pending_id
				USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_matches_pending';
		END IF;
	END IF;
	RETURN NEW;
END;
$$;

-- One linked set: transfer i is (p_ids[i], p_debits[i] -> p_credits[i], ...), stored naming
-- p_debits[i] and p_credits[i], its balances on rows p_debit_rows[i] and p_credit_rows[i].
-- p_swept: the user accounts (their ids) with credit rows that the set spends from, or empty.
-- Returns how many transfers were inserted: all of them, or 0 for a set stored before.
CREATE FUNCTION "ledger_apply_rows"(
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
SET plan_cache_mode = auto
AS $$
DECLARE
	transfer_count constant integer := cardinality(p_ids);
	inserted_count integer;
	-- The balance deltas of the inserted transfers, one entry per row, ordered by row id, with the
	-- account the row's transfers name (first and last by text: the same unless they disagree).
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

	-- Every transfer was inserted: each row's change is the sum of its legs.
	SELECT array_agg(sums.account_row ORDER BY sums.account_row), array_agg(sums.first_named ORDER BY sums.account_row),
		array_agg(sums.last_named ORDER BY sums.account_row), array_agg(sums.dp ORDER BY sums.account_row),
		array_agg(sums.cp ORDER BY sums.account_row), array_agg(sums.dpe ORDER BY sums.account_row),
		array_agg(sums.cpe ORDER BY sums.account_row)
	INTO row_ids, first_named, last_named, debits_posted_delta, credits_posted_delta, debits_pending_delta, credits_pending_delta
	FROM (
		SELECT legs.account_row, min(legs.named::text)::uuid AS first_named, max(legs.named::text)::uuid AS last_named,
			sum(legs.dp)::bigint AS dp, sum(legs.cp)::bigint AS cp, sum(legs.dpe)::bigint AS dpe, sum(legs.cpe)::bigint AS cpe
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
	) AS sums;
	IF first_named IS DISTINCT FROM last_named OR array_position(row_ids, NULL) IS NOT NULL THEN
		RAISE EXCEPTION 'a balance row of this linked set is named under two accounts, or under none'
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_row_of_account';
	END IF;

	IF swept IS NULL THEN
		-- One row at a time, in id order: each UPDATE takes its row's lock. A row must be the
		-- account named or one of its rows.
		FOR entry IN 1 .. array_length(row_ids, 1) LOOP
			UPDATE ledger_accounts SET
				debits_posted = debits_posted + debits_posted_delta[entry],
				credits_posted = credits_posted + credits_posted_delta[entry],
				debits_pending = debits_pending + debits_pending_delta[entry],
				credits_pending = credits_pending + credits_pending_delta[entry]
			WHERE id = row_ids[entry] AND (id = first_named[entry] OR logical_id = first_named[entry]);
			IF NOT FOUND THEN
				RAISE EXCEPTION 'ledger row % is not a row of account %', row_ids[entry], first_named[entry]
					USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_row_of_account';
			END IF;
		END LOOP;
		RETURN inserted_count;
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
