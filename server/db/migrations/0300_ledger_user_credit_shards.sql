-- Issue 41, the ledger's settle path for one busy merchant (bench:ledger "hot"). Every settlement
-- of a merchant updated that merchant's one account row and held its lock until its commit was
-- flushed, so one merchant's settlements ran one after another (~650 a second on a 2-core machine,
-- 0.11 of a bare INSERT) whatever the pool size. A user account is now a group of rows like a
-- platform account (0011), with one difference that keeps the overdraft rule in one place:
-- * shard 0 (the account's id, logical_id) takes every debit and every pending transfer; the
--   other rows ("credit shards") only ever receive posted credits (a settlement, a reversal), each
--   on the row picked by the transfer's slot, so concurrent settlements of one merchant spread
--   over the rows and commit together;
-- * before a set debits the account (a refund, a payout reserving its amount), the same statement
--   locks every row of the account and sweeps what the credit shards hold into shard 0's credits,
--   so the overdraft CHECK of shard 0 sees the whole balance, as before. A credit of the same set
--   goes to shard 0 too, so it counts towards the debit;
-- * a transfer names the account (shard 0's id) on both sides, never a credit shard: the history
--   of an account (movements, statements, exports) is read by its id as before; the balance of an
--   account is the sum over its rows; the auditor compares that sum with its transfers. A sweep
--   moves a credit from one row to another of the same account, so every column's sum over all
--   accounts stays the sum over the transfers (debits still equal credits).
-- Accounts made before this migration keep one row (shards = 1): every rule above holds for them
-- unchanged. New user accounts get USER_SHARDS rows (server/modules/ledger/ledger.service.ts).
ALTER TABLE "ledger_accounts"
	DROP CONSTRAINT "ledger_accounts_users_unsharded",
	DROP CONSTRAINT "ledger_accounts_owner_unique",
	ADD CONSTRAINT "ledger_accounts_owner_unique" UNIQUE ("owner_user_id", "currency", "livemode", "shard"),
	-- A user's credit shard holds posted credits only: nothing is spent or reserved from it.
	ADD CONSTRAINT "ledger_accounts_credit_shards_credit_only" CHECK (
		"owner_user_id" IS NULL OR "shard" = 0 OR ("debits_posted" = 0 AND "debits_pending" = 0 AND "credits_pending" = 0)
	);

-- The foreign keys of a transfer's two accounts go. A transfer names a user account by its shard 0,
-- while a settlement locks and changes one of its credit shards, and a foreign-key check locks the
-- row it names (FOR KEY SHARE) at the end of the statement: on a row another settlement is
-- updating, that lock follows the row's update chain and waits, and two settlements crossing
-- that way deadlocked (bench:ledger "hot" did within seconds). What the keys guaranteed still
-- holds: ledger_transfers_check_insert refuses a transfer naming an account that does not exist
-- (0011), and a ledger account is never deleted (below), so what a transfer names stays there.
ALTER TABLE "ledger_transfers"
	DROP CONSTRAINT "ledger_transfers_debit_account_id_fkey",
	DROP CONSTRAINT "ledger_transfers_credit_account_id_fkey";

CREATE FUNCTION "ledger_accounts_kept"() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = auto
AS $$
BEGIN
	RAISE EXCEPTION 'ledger accounts are never deleted (% refused)', TG_OP
		USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER "ledger_accounts_kept" BEFORE DELETE ON "ledger_accounts"
	FOR EACH ROW EXECUTE FUNCTION "ledger_accounts_kept"();
CREATE TRIGGER "ledger_accounts_no_truncate" BEFORE TRUNCATE ON "ledger_accounts"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_accounts_kept"();

-- As in 0290, with the user accounts' rows picked as above: for each side, `stored` is the row the
-- transfer names and `balance` the row whose balances it changes (the same row for a platform
-- account and for a second phase, which names its pending transfer's rows exactly).
CREATE OR REPLACE FUNCTION "ledger_apply_set"(transfers jsonb) RETURNS integer LANGUAGE plpgsql
SET plan_cache_mode = auto
AS $$
DECLARE
	inserted_count integer;
BEGIN
	WITH input AS MATERIALIZED (
		SELECT * FROM jsonb_to_recordset(transfers) AS t (
			id uuid, debit uuid, credit uuid, amount bigint, currency text, code text, business_type text,
			business_id text, kind text, pending_id uuid, linked_set_id uuid, created_at timestamptz, slot integer)
	),
	resolved AS MATERIALIZED (
		SELECT input.*,
			coalesce(debit_pick.stored, input.debit) AS debit_id,
			coalesce(debit_pick.balance, input.debit) AS debit_row,
			coalesce(credit_pick.stored, input.credit) AS credit_id,
			coalesce(credit_pick.balance, input.credit) AS credit_row
		FROM input
		LEFT JOIN LATERAL (
			SELECT CASE WHEN named.owner_user_id IS NULL THEN target.id ELSE named.logical_id END AS stored, target.id AS balance
			FROM ledger_accounts AS named JOIN ledger_accounts AS target ON target.logical_id = named.logical_id
				AND target.shard = CASE WHEN named.owner_user_id IS NULL THEN input.slot % named.shards ELSE 0 END
			WHERE named.id = input.debit AND input.slot IS NOT NULL
		) AS debit_pick ON TRUE
		LEFT JOIN LATERAL (
			SELECT CASE WHEN named.owner_user_id IS NULL THEN target.id ELSE named.logical_id END AS stored, target.id AS balance
			FROM ledger_accounts AS named JOIN ledger_accounts AS target ON target.logical_id = named.logical_id
				AND target.shard = CASE
					WHEN named.owner_user_id IS NULL THEN input.slot % named.shards
					WHEN input.kind = 'single' AND NOT EXISTS (
						SELECT 1 FROM input AS spend WHERE spend.debit = input.credit AND spend.kind IN ('single', 'pending')
					) THEN input.slot % named.shards
					ELSE 0 END
			WHERE named.id = input.credit AND input.slot IS NOT NULL
		) AS credit_pick ON TRUE
	),
	inserted AS MATERIALIZED (
		INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, code,
			business_type, business_id, kind, pending_id, linked_set_id, created_at)
		SELECT resolved.id, debit_id, credit_id, resolved.amount, resolved.currency, resolved.code, resolved.business_type,
			resolved.business_id, resolved.kind, resolved.pending_id, resolved.linked_set_id, resolved.created_at
		FROM resolved
		-- In one global order, so two copies of a set submitted at once (a replayed callback) wait
		-- for each other at their first id instead of each holding one id the other waits for: the
		-- joins above may return the rows in any order (the simulation found that deadlock).
		ORDER BY resolved.id
		ON CONFLICT (id) DO NOTHING
		RETURNING id
	),
	moved AS MATERIALIZED (
		SELECT resolved.debit_row, resolved.credit_row, resolved.amount, resolved.kind
		FROM inserted JOIN resolved ON resolved.id = inserted.id
	),
	-- User accounts with credit shards that this set spends from: swept into shard 0 first.
	swept AS MATERIALIZED (
		SELECT DISTINCT account.logical_id FROM moved JOIN ledger_accounts AS account ON account.id = moved.debit_row
		WHERE moved.kind IN ('single', 'pending') AND account.owner_user_id IS NOT NULL AND account.shards > 1
	),
	locked AS MATERIALIZED (
		SELECT account.id, account.logical_id, account.shard, account.credits_posted FROM ledger_accounts AS account
		WHERE account.id = ANY (ARRAY(
			SELECT debit_row FROM moved UNION SELECT credit_row FROM moved
			UNION SELECT every_row.id FROM ledger_accounts AS every_row WHERE every_row.logical_id IN (SELECT logical_id FROM swept)))
		ORDER BY account.id
		FOR NO KEY UPDATE
	),
	-- What each credit shard of a swept account holds, read under its lock (the latest version).
	sweep AS (
		SELECT locked.id, locked.logical_id, locked.credits_posted AS amount FROM locked
		WHERE locked.shard > 0 AND locked.credits_posted > 0 AND locked.logical_id IN (SELECT logical_id FROM swept)
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
		UNION ALL
		SELECT sweep.id, 0::bigint, -sweep.amount, 0::bigint, 0::bigint FROM sweep
		UNION ALL
		SELECT sweep.logical_id, 0::bigint, sweep.amount, 0::bigint, 0::bigint FROM sweep
	),
	applied AS (
		UPDATE ledger_accounts AS account SET
			debits_posted = account.debits_posted + sums.dp,
			credits_posted = account.credits_posted + sums.cp,
			debits_pending = account.debits_pending + sums.dpe,
			credits_pending = account.credits_pending + sums.cpe
		FROM (SELECT account_id, sum(dp) AS dp, sum(cp) AS cp, sum(dpe) AS dpe, sum(cpe) AS cpe FROM legs GROUP BY account_id) AS sums
		WHERE account.id = sums.account_id AND account.id = ANY (ARRAY(SELECT id FROM locked))
		RETURNING 1
	)
	SELECT (SELECT count(*) FROM inserted) + 0 * (SELECT count(*) FROM applied) INTO inserted_count;
	IF inserted_count NOT IN (0, jsonb_array_length(transfers)) THEN
		RAISE EXCEPTION 'some transfer ids of this linked set were already used by another set'
			USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_partial_set';
	END IF;
	RETURN inserted_count;
END;
$$;
