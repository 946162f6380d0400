-- Issue 41: the wallet's movements and the monthly statement read one account's transfers by
-- time (the newest page, a month, everything since a day). With an index on the account alone
-- they read every transfer the account ever had (a busy merchant: hundreds of thousands) to
-- sort them; with (account, created_at) they read the page or the month. The new indexes serve
-- every lookup the old ones did (their first column), so those go, and a transfer still writes
-- two index entries for its accounts.
CREATE INDEX "ledger_transfers_debit_time_idx" ON "ledger_transfers" ("debit_account_id", "created_at");
CREATE INDEX "ledger_transfers_credit_time_idx" ON "ledger_transfers" ("credit_account_id", "created_at");
DROP INDEX "ledger_transfers_debit_idx";
DROP INDEX "ledger_transfers_credit_idx";
