-- Issue 41: the activity list's first page, and its totals, from one index range.
--
-- The list is a projection of payments, refunds and payouts (DESIGN §7), five branches a user's
-- money can be in: 0 what they paid, 1 what their business received, 2 refunds they gave,
-- 3 refunds they got, 4 their payouts. Reading a page meant planning and running all five,
-- each from its own index, and merging them: on the seeded set (one merchant with 100,000
-- payments per mode) most of a list request's time. activity_entries holds each branch's keys
-- and the columns the list's filters and totals read (never a name or a description: those are
-- still read from their tables, by key, for the page's rows alone), so a page's keys and a
-- month's totals are one index-only range of one owner and mode.
--
-- It cannot disagree with the money tables: it is written only by the triggers below, in the
-- same transaction as the change it follows, each from activity_sources, the one definition of
-- which rows and values the branches hold (the same conditions as the list's branches in
-- server/modules/transactions/transactions.queries.ts). The activity audit check
-- (ACTIVITY_AUDIT_CHECKS, run by the tests, the simulations and `npm run ledger:audit`) compares
-- the table with the view, row for row, both ways.
--
-- Statuses are the tables' own (the list maps a payment's to what it shows, in domain/).
CREATE VIEW activity_sources AS
  SELECT p.payer_user_id AS owner_id, p.livemode, 0::smallint AS branch, 'payment'::text AS type, p.id,
         p.status_changed_at AS at, p.status, p.method, p.total AS amount, p.currency,
         -(p.total - (CASE WHEN p.fee_bearer = 'payer' THEN p.fee ELSE 0 END)) AS gross,
         (CASE WHEN p.fee_bearer = 'payer' THEN p.fee ELSE 0 END) AS fee, -p.total AS net
  FROM payments p
  WHERE p.payer_user_id IS NOT NULL
UNION ALL
  SELECT p.merchant_id, p.livemode, 1::smallint, 'received', p.id,
         p.status_changed_at, p.status, p.method, p.amount, p.currency, p.total, p.fee, p.net
  FROM payments p
  WHERE p.payer_user_id IS DISTINCT FROM p.merchant_id
UNION ALL
  SELECT r.merchant_id, r.livemode, 2::smallint, 'refund', r.id,
         r.status_changed_at, r.status, (SELECT p.method FROM payments p WHERE p.id = r.payment_id), r.amount, r.currency, -r.amount, 0, -r.amount
  FROM refunds r
UNION ALL
  SELECT r.payer_user_id, r.livemode, 3::smallint, 'refund', r.id,
         r.status_changed_at, r.status, (SELECT p.method FROM payments p WHERE p.id = r.payment_id), r.amount, r.currency, r.amount, 0, r.amount
  FROM refunds r
  WHERE r.payer_user_id IS NOT NULL AND r.payer_user_id <> r.merchant_id
UNION ALL
  SELECT po.merchant_id, po.livemode, 4::smallint, 'transfer', po.id,
         po.status_changed_at, po.status, po.method, po.amount, po.currency, -po.net, po.fee, -po.amount
  FROM payouts po;

CREATE TABLE activity_entries (
  owner_id uuid NOT NULL,
  livemode boolean NOT NULL,
  branch smallint NOT NULL CHECK (branch BETWEEN 0 AND 4),
  type text NOT NULL,
  id uuid NOT NULL,
  at timestamptz NOT NULL,
  status text NOT NULL,
  method text NOT NULL,
  amount bigint NOT NULL,
  currency text NOT NULL,
  gross bigint NOT NULL,
  fee bigint NOT NULL,
  net bigint NOT NULL,
  PRIMARY KEY (id, branch)
);

INSERT INTO activity_entries (owner_id, livemode, branch, type, id, at, status, method, amount, currency, gross, fee, net)
  SELECT owner_id, livemode, branch, type, id, at, status, method, amount, currency, gross, fee, net FROM activity_sources;

-- A page: one owner and mode, newest change first, every column the filters and totals read.
CREATE INDEX activity_entries_owner_idx ON activity_entries (owner_id, livemode, at DESC, id DESC)
  INCLUDE (branch, type, status, method, amount, currency, gross, fee, net);

-- A money row's entries again, from the view, after each insert and each change of a column the
-- view reads (payments and refunds refuse every other change; a payout's status and time are
-- all that moves). Delete-and-insert: a change of status moves the entry in the index anyway.
CREATE FUNCTION activity_entries_follow() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = auto AS $$
DECLARE
  branches smallint[] := CASE TG_TABLE_NAME WHEN 'payments' THEN '{0,1}'::smallint[] WHEN 'refunds' THEN '{2,3}'::smallint[] ELSE '{4}'::smallint[] END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM activity_entries WHERE id = OLD.id AND branch = ANY (branches);
  END IF;
  INSERT INTO activity_entries (owner_id, livemode, branch, type, id, at, status, method, amount, currency, gross, fee, net)
    SELECT owner_id, livemode, branch, type, id, at, status, method, amount, currency, gross, fee, net
    FROM activity_sources WHERE id = NEW.id AND branch = ANY (branches);
  RETURN NULL;
END $$;

CREATE TRIGGER payments_activity AFTER INSERT OR UPDATE OF status, status_changed_at ON payments
  FOR EACH ROW EXECUTE FUNCTION activity_entries_follow();
CREATE TRIGGER refunds_activity AFTER INSERT OR UPDATE OF status, status_changed_at ON refunds
  FOR EACH ROW EXECUTE FUNCTION activity_entries_follow();
CREATE TRIGGER payouts_activity AFTER INSERT OR UPDATE ON payouts
  FOR EACH ROW EXECUTE FUNCTION activity_entries_follow();
