-- Payouts (issue 11, DESIGN §7): a merchant's money leaving for a linked account.

-- Linked accounts keep SPEC's fields; payouts need the provider as a code (DESIGN §7: codes in
-- storage, labels at the edge) and when the number was proven. Rows from before this migration
-- (the demo's) are mapped from their labels.
ALTER TABLE "linked_accounts"
	ADD COLUMN "provider_code" text,
	ADD COLUMN "verified_at" timestamp with time zone;
UPDATE "linked_accounts" SET "provider_code" = CASE "provider"
	WHEN 'Orange Money' THEN 'orange_money'
	WHEN 'Africell Money' THEN 'africell_money'
	WHEN 'First Bank' THEN 'FBL'
	WHEN 'UBA' THEN 'UBA'
	WHEN 'GTBank' THEN 'GTB'
	WHEN 'Ecobank' THEN 'EBL'
	WHEN 'Sierra Leone Commercial Bank' THEN 'SBL'
	WHEN 'Rokel Commercial Bank' THEN 'RBL'
	ELSE NULL END;

CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	-- Money rows are never deleted by a cascade from users (DESIGN §7).
	"merchant_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE RESTRICT,
	"account_id" uuid NOT NULL REFERENCES "linked_accounts" ("id") ON DELETE RESTRICT,
	-- Where the money went, as it was when asked (the linked account may change later).
	"method" text NOT NULL CHECK ("method" IN ('orange_money', 'mobile_money', 'bank_transfer')),
	"provider" text NOT NULL,
	"destination" text NOT NULL,
	"account_name" text NOT NULL,
	-- Minor units. amount leaves the balance; fee goes to the platform; net reaches the account.
	"amount" bigint NOT NULL CHECK ("amount" > 0),
	"fee" bigint NOT NULL CHECK ("fee" >= 0),
	"net" bigint NOT NULL CHECK ("net" > 0 AND "net" + "fee" = "amount"),
	"currency" text NOT NULL CHECK ("currency" IN ('SLE', 'USD', 'EUR', 'GBP')),
	"status" text NOT NULL CHECK ("status" IN ('pending', 'processing', 'completed', 'failed')),
	"failure_reason" text,
	"provider_ref" text,
	"reference" text NOT NULL UNIQUE,
	-- 'manual' (the merchant asked, with a code) or 'auto' (the daily automatic payout).
	"trigger" text NOT NULL CHECK ("trigger" IN ('manual', 'auto')),
	"livemode" boolean NOT NULL DEFAULT false,
	"created_at" timestamp with time zone NOT NULL,
	"status_changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payouts_failed_has_reason" CHECK (("status" = 'failed') = ("failure_reason" IS NOT NULL))
);
CREATE INDEX "payouts_merchant_idx" ON "payouts" ("merchant_id", "status_changed_at" DESC, "id" DESC);
-- The daily limit sums a merchant's payouts of one day.
CREATE INDEX "payouts_merchant_day_idx" ON "payouts" ("merchant_id", "currency", "created_at");

-- Every status a payout passed through, append-only like the ledger.
CREATE TABLE "payout_events" (
	"id" bigserial PRIMARY KEY,
	"payout_id" uuid NOT NULL REFERENCES "payouts" ("id") ON DELETE RESTRICT,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL
);
CREATE INDEX "payout_events_payout_idx" ON "payout_events" ("payout_id");

-- The merchant's payout settings: the optional daily automatic payout to the default account.
CREATE TABLE "payout_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
	"auto_daily" boolean NOT NULL DEFAULT false,
	"updated_at" timestamp with time zone NOT NULL
);
