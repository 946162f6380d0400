-- Ledger throughput (issue 9's bench): every payment of a provider credits the same clearing and
-- fees accounts, so with one row each all settlements queued on those two row locks for a whole
-- commit (one WAL flush each). A platform account is now a group of shard rows: the caller keeps
-- one id (shard 0, the group's logical id) and each transfer lands on the shard picked by its own
-- id, so a retry always hits the same row. User accounts stay one row: their overdraft CHECK
-- needs the whole balance in one place, and only shard rows of platform accounts (which have no
-- overdraft rule) are split. Every row's balances still equal the sums over its own transfers.

ALTER TABLE "ledger_accounts"
	ADD COLUMN "logical_id" uuid REFERENCES "ledger_accounts" ("id") ON DELETE RESTRICT,
	ADD COLUMN "shard" smallint NOT NULL DEFAULT 0,
	ADD COLUMN "shards" smallint NOT NULL DEFAULT 1;
UPDATE "ledger_accounts" SET "logical_id" = "id";
ALTER TABLE "ledger_accounts" ALTER COLUMN "logical_id" SET NOT NULL;
ALTER TABLE "ledger_accounts"
	ADD CONSTRAINT "ledger_accounts_shard_range" CHECK ("shard" >= 0 AND "shard" < "shards"),
	ADD CONSTRAINT "ledger_accounts_shard_zero_is_logical" CHECK (("shard" = 0) = ("logical_id" = "id")),
	ADD CONSTRAINT "ledger_accounts_users_unsharded" CHECK ("owner_user_id" IS NULL OR "shards" = 1),
	ADD CONSTRAINT "ledger_accounts_logical_shard_unique" UNIQUE ("logical_id", "shard"),
	DROP CONSTRAINT "ledger_accounts_role_unique",
	ADD CONSTRAINT "ledger_accounts_role_unique" UNIQUE ("platform_role", "currency", "livemode", "shard");

DROP TRIGGER "ledger_accounts_fixed_identity" ON "ledger_accounts";
CREATE TRIGGER "ledger_accounts_fixed_identity" BEFORE UPDATE ON "ledger_accounts"
	FOR EACH ROW WHEN (
		NEW.id <> OLD.id OR NEW.currency <> OLD.currency OR NEW.livemode <> OLD.livemode
		OR NEW.owner_user_id IS DISTINCT FROM OLD.owner_user_id
		OR NEW.platform_role IS DISTINCT FROM OLD.platform_role
		OR NEW.debits_must_not_exceed_credits <> OLD.debits_must_not_exceed_credits
		OR NEW.logical_id <> OLD.logical_id OR NEW.shard <> OLD.shard OR NEW.shards <> OLD.shards
	) EXECUTE FUNCTION "ledger_accounts_fixed_identity"();

-- As in 0010, plus a clear refusal of an unknown account (before the NOT NULL / foreign key).
CREATE OR REPLACE FUNCTION "ledger_transfers_check_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	debit_row record;
	credit_row record;
	pending_row record;
BEGIN
	SELECT currency, livemode INTO debit_row FROM ledger_accounts WHERE id = NEW.debit_account_id;
	SELECT currency, livemode INTO credit_row FROM ledger_accounts WHERE id = NEW.credit_account_id;
	IF debit_row IS NULL OR credit_row IS NULL THEN
		RAISE EXCEPTION 'ledger transfer % names an unknown account', NEW.id
			USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'ledger_transfers_account_exists';
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

-- Applies one linked set (server/modules/ledger/ledger.queries.ts calls it). A function rather
-- than a statement sent by the server: one round trip, and its plans are prepared once per
-- connection, which matters while it holds the locks of hot accounts. In order:
-- 1. resolve each platform account to the shard picked by the transfer's slot (slot null: the
--    row named, as a second phase repeats its pending transfer's exact rows);
-- 2. lock every account row the set touches in one global order (by id), so two sets crossing
--    the same accounts in opposite directions wait for each other instead of deadlocking.
--    FOR NO KEY UPDATE (what the balance UPDATE takes anyway) rather than FOR UPDATE, so the
--    foreign-key checks of other transfers naming these accounts are not blocked;
-- 3. insert the transfers; an id already stored (a retry, or a concurrent duplicate that
--    committed while we waited for the locks) is skipped, not an error;
-- 4. apply the balance deltas of exactly the rows inserted (the auditor's formulas), under the
--    CHECKs of ledger_accounts;
-- 5. refuse the whole call when only part of the set was new.
-- Returns how many transfers were inserted: all of them, or 0 for a set stored before.
CREATE FUNCTION "ledger_apply_set"(transfers jsonb) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	inserted_count integer;
BEGIN
	WITH input AS (
		SELECT * FROM jsonb_to_recordset(transfers) AS t (
			id uuid, debit uuid, credit uuid, amount bigint, currency text, code text, business_type text,
			business_id text, kind text, pending_id uuid, linked_set_id uuid, created_at timestamptz, slot integer)
	),
	resolved AS MATERIALIZED (
		SELECT input.*,
			CASE WHEN input.slot IS NULL THEN input.debit ELSE (
				SELECT shard.id FROM ledger_accounts AS named JOIN ledger_accounts AS shard
					ON shard.logical_id = named.logical_id AND shard.shard = input.slot % named.shards
				WHERE named.id = input.debit) END AS debit_id,
			CASE WHEN input.slot IS NULL THEN input.credit ELSE (
				SELECT shard.id FROM ledger_accounts AS named JOIN ledger_accounts AS shard
					ON shard.logical_id = named.logical_id AND shard.shard = input.slot % named.shards
				WHERE named.id = input.credit) END AS credit_id
		FROM input
	),
	locked AS MATERIALIZED (
		SELECT account.id FROM ledger_accounts AS account
		WHERE account.id IN (SELECT debit_id FROM resolved UNION SELECT credit_id FROM resolved)
		ORDER BY account.id
		FOR NO KEY UPDATE
	),
	inserted AS (
		INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, code,
			business_type, business_id, kind, pending_id, linked_set_id, created_at)
		SELECT resolved.id, debit_id, credit_id, resolved.amount, resolved.currency, resolved.code, resolved.business_type,
			resolved.business_id, resolved.kind, resolved.pending_id, resolved.linked_set_id, resolved.created_at
		FROM resolved
		-- An init plan, run once before the first row: every lock is taken before anything is written.
		WHERE (SELECT count(*) FROM locked) >= 0
		ON CONFLICT (id) DO NOTHING
		RETURNING debit_account_id, credit_account_id, amount, kind
	),
	legs (account_id, dp, cp, dpe, cpe) AS (
		SELECT debit_account_id,
			CASE WHEN kind IN ('single', 'post_pending') THEN amount ELSE 0 END, 0::bigint,
			CASE kind WHEN 'pending' THEN amount WHEN 'single' THEN 0 ELSE -amount END, 0::bigint
		FROM inserted
		UNION ALL
		SELECT credit_account_id, 0::bigint,
			CASE WHEN kind IN ('single', 'post_pending') THEN amount ELSE 0 END, 0::bigint,
			CASE kind WHEN 'pending' THEN amount WHEN 'single' THEN 0 ELSE -amount END
		FROM inserted
	),
	applied AS (
		UPDATE ledger_accounts AS account SET
			debits_posted = account.debits_posted + sums.dp,
			credits_posted = account.credits_posted + sums.cp,
			debits_pending = account.debits_pending + sums.dpe,
			credits_pending = account.credits_pending + sums.cpe
		FROM (SELECT account_id, sum(dp) AS dp, sum(cp) AS cp, sum(dpe) AS dpe, sum(cpe) AS cpe FROM legs GROUP BY account_id) AS sums
		WHERE account.id = sums.account_id
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
