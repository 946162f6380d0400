-- Double-entry ledger (DESIGN §7, modelled on TigerBeetle). Balances live on the account rows and
-- change only with the transfer rows that explain them, in one database transaction. The rules a
-- bug in the code must never break are enforced here as well as in server/modules/ledger:
-- non-negative balances, no overdraft of a flagged (user) account, amount > 0, the same currency
-- and mode on both sides, a pending transfer resolved at most once, and append-only transfers.

CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	-- Exactly one of owner (a user's balance) or platform role ('fees', 'clearing:<provider>').
	"owner_user_id" uuid REFERENCES "users" ("id") ON DELETE RESTRICT,
	"platform_role" text,
	"currency" text NOT NULL,
	-- Test-mode and live money never meet: a transfer joins accounts of one mode only.
	"livemode" boolean NOT NULL DEFAULT false,
	"debits_posted" bigint NOT NULL DEFAULT 0,
	"credits_posted" bigint NOT NULL DEFAULT 0,
	"debits_pending" bigint NOT NULL DEFAULT 0,
	"credits_pending" bigint NOT NULL DEFAULT 0,
	-- TigerBeetle's flag: what may be spent is what was received. Set on every user account;
	-- clearing accounts leave it off because they mirror money held at a provider (an asset).
	"debits_must_not_exceed_credits" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_accounts_one_owner" CHECK (("owner_user_id" IS NULL) <> ("platform_role" IS NULL)),
	CONSTRAINT "ledger_accounts_user_flagged" CHECK ("owner_user_id" IS NULL OR "debits_must_not_exceed_credits"),
	CONSTRAINT "ledger_accounts_non_negative" CHECK (
		"debits_posted" >= 0 AND "credits_posted" >= 0 AND "debits_pending" >= 0 AND "credits_pending" >= 0
	),
	CONSTRAINT "ledger_accounts_no_overdraft" CHECK (
		NOT "debits_must_not_exceed_credits" OR "debits_posted" + "debits_pending" <= "credits_posted"
	),
	CONSTRAINT "ledger_accounts_owner_unique" UNIQUE ("owner_user_id", "currency", "livemode"),
	CONSTRAINT "ledger_accounts_role_unique" UNIQUE ("platform_role", "currency", "livemode")
);

CREATE TABLE "ledger_transfers" (
	-- Supplied by the caller (derived from the business record), so a retry is applied once.
	"id" uuid PRIMARY KEY NOT NULL,
	"debit_account_id" uuid NOT NULL REFERENCES "ledger_accounts" ("id") ON DELETE RESTRICT,
	"credit_account_id" uuid NOT NULL REFERENCES "ledger_accounts" ("id") ON DELETE RESTRICT,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	-- What the money is for: 'payment_settlement', 'payment_fee', 'refund', 'payout', …
	"code" text NOT NULL,
	-- The business record it belongs to: ('payment' | 'payout' | 'refund', its id).
	"business_type" text NOT NULL,
	"business_id" text NOT NULL,
	-- 'single' posts at once; 'pending' reserves; 'post_pending' / 'void_pending' resolve one.
	"kind" text NOT NULL,
	"pending_id" uuid REFERENCES "ledger_transfers" ("id") ON DELETE RESTRICT,
	-- The first transfer id of the linked set this row was applied with (all or nothing).
	"linked_set_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("amount" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("debit_account_id" <> "credit_account_id"),
	CONSTRAINT "ledger_transfers_kind" CHECK ("kind" IN ('single', 'pending', 'post_pending', 'void_pending')),
	CONSTRAINT "ledger_transfers_pending_id_for_second_phase" CHECK (
		("kind" IN ('post_pending', 'void_pending')) = ("pending_id" IS NOT NULL)
	)
);
-- A pending transfer is posted or voided once, never both, never twice.
CREATE UNIQUE INDEX "ledger_transfers_pending_once" ON "ledger_transfers" ("pending_id") WHERE "pending_id" IS NOT NULL;
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" ("debit_account_id");
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" ("credit_account_id");
CREATE INDEX "ledger_transfers_business_idx" ON "ledger_transfers" ("business_type", "business_id");

-- Both accounts hold the transfer's currency and mode; a second phase repeats its pending
-- transfer exactly (same accounts, amount and currency) and resolves only a 'pending' row.
CREATE FUNCTION "ledger_transfers_check_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	debit_row record;
	credit_row record;
	pending_row record;
BEGIN
	SELECT currency, livemode INTO debit_row FROM ledger_accounts WHERE id = NEW.debit_account_id;
	SELECT currency, livemode INTO credit_row FROM ledger_accounts WHERE id = NEW.credit_account_id;
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
CREATE TRIGGER "ledger_transfers_check_insert" BEFORE INSERT ON "ledger_transfers"
	FOR EACH ROW EXECUTE FUNCTION "ledger_transfers_check_insert"();

-- Money history is append-only: a correction is a new transfer, never an edit or a delete.
CREATE FUNCTION "ledger_transfers_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger transfers are append-only (% refused)', TG_OP
		USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER "ledger_transfers_append_only" BEFORE UPDATE OR DELETE ON "ledger_transfers"
	FOR EACH ROW EXECUTE FUNCTION "ledger_transfers_append_only"();
CREATE TRIGGER "ledger_transfers_no_truncate" BEFORE TRUNCATE ON "ledger_transfers"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_transfers_append_only"();

-- An account's currency, mode, owner and flag are what its transfers were checked against: fixed.
-- The WHEN clause keeps the balance updates of every transfer free of a function call.
CREATE FUNCTION "ledger_accounts_fixed_identity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger account % may change its balances only', OLD.id
		USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER "ledger_accounts_fixed_identity" BEFORE UPDATE ON "ledger_accounts"
	FOR EACH ROW WHEN (
		NEW.id <> OLD.id OR NEW.currency <> OLD.currency OR NEW.livemode <> OLD.livemode
		OR NEW.owner_user_id IS DISTINCT FROM OLD.owner_user_id
		OR NEW.platform_role IS DISTINCT FROM OLD.platform_role
		OR NEW.debits_must_not_exceed_credits <> OLD.debits_must_not_exceed_credits
	) EXECUTE FUNCTION "ledger_accounts_fixed_identity"();
