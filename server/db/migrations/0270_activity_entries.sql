-- Issue 41: the activity list's first page, and its totals, from one index range.
--
-- The list is a projection of payments, refunds and payouts (DESIGN §7), five branches a user's
-- money can be in: 0 what they paid, 1 what their business received, 2 refunds they gave,
-- 3 refunds they got, 4 their payouts. Reading a page meant planning and running all five,
-- each from its own index, and merging them: on the seeded set (one merchant with 100,000
-- payments per mode) most of a list request's time. activity_entries holds each branch's row as
-- the list shows it, but for the names a person or a business can change (a payer's, a
-- member's, a merchant's), which are looked up by key for the page's rows; so a page is one
-- index range of one owner and mode, and a month's totals one index-only range.
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
         p.status_changed_at AS at, p.created_at, p.status, p.method, p.provider, p.total AS amount, p.currency,
         -(p.total - (CASE WHEN p.fee_bearer = 'payer' THEN p.fee ELSE 0 END)) AS gross,
         (CASE WHEN p.fee_bearer = 'payer' THEN p.fee ELSE 0 END) AS fee, -p.total AS net,
         p.description, p.reference, p.merchant_id AS merchant_id, NULL::uuid AS payer_user_id, NULL::text AS payer_name,
         NULL::text AS payer_phone, NULL::text AS account_name, NULL::text AS destination, NULL::uuid AS member_id
  FROM payments p
  WHERE p.payer_user_id IS NOT NULL
UNION ALL
  SELECT p.merchant_id, p.livemode, 1::smallint, 'received', p.id,
         p.status_changed_at, p.created_at, p.status, p.method, p.provider, p.amount, p.currency, p.total, p.fee, p.net,
         p.description, p.reference, NULL, p.payer_user_id, p.payer_name,
         p.payer_phone, NULL, NULL, NULLIF(p.created_by, p.merchant_id)
  FROM payments p
  WHERE p.payer_user_id IS DISTINCT FROM p.merchant_id
UNION ALL
  SELECT r.merchant_id, r.livemode, 2::smallint, 'refund', r.id,
         r.status_changed_at, r.created_at, r.status, p.method, p.provider, r.amount, r.currency, -r.amount, 0, -r.amount,
         'Refund: ' || p.description, p.reference, NULL, p.payer_user_id, p.payer_name,
         p.payer_phone, NULL, NULL, NULLIF(r.created_by, r.merchant_id)
  FROM refunds r JOIN payments p ON p.id = r.payment_id
UNION ALL
  SELECT r.payer_user_id, r.livemode, 3::smallint, 'refund', r.id,
         r.status_changed_at, r.created_at, r.status, p.method, p.provider, r.amount, r.currency, r.amount, 0, r.amount,
         'Refund: ' || p.description, p.reference, r.merchant_id, NULL, NULL,
         NULL, NULL, NULL, NULL
  FROM refunds r JOIN payments p ON p.id = r.payment_id
  WHERE r.payer_user_id IS NOT NULL AND r.payer_user_id <> r.merchant_id
UNION ALL
  SELECT po.merchant_id, po.livemode, 4::smallint, 'transfer', po.id,
         po.status_changed_at, po.created_at, po.status, po.method, po.provider, po.amount, po.currency, -po.net, po.fee, -po.amount,
         '', po.reference, NULL, NULL, NULL,
         NULL, po.account_name, po.destination, NULL
  FROM payouts po;

-- merchant_id: the business a payer paid (branches 0 and 3), whose name the list shows;
-- payer_user_id: a signed-in payer of what a business received or refunded (1 and 2);
-- member_id: the member who made it, when not the business's founder (1 and 2).
CREATE TABLE activity_entries (
  owner_id uuid NOT NULL,
  livemode boolean NOT NULL,
  branch smallint NOT NULL CHECK (branch BETWEEN 0 AND 4),
  type text NOT NULL,
  id uuid NOT NULL,
  at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  status text NOT NULL,
  method text NOT NULL,
  provider text NOT NULL,
  amount bigint NOT NULL,
  currency text NOT NULL,
  gross bigint NOT NULL,
  fee bigint NOT NULL,
  net bigint NOT NULL,
  description text NOT NULL,
  reference text NOT NULL,
  merchant_id uuid,
  payer_user_id uuid,
  payer_name text,
  payer_phone text,
  account_name text,
  destination text,
  member_id uuid,
  PRIMARY KEY (id, branch)
);

INSERT INTO activity_entries SELECT * FROM activity_sources;

-- A page: one owner and mode, newest change first, with every column the filters and totals
-- read (so the totals never read the table).
CREATE INDEX activity_entries_owner_idx ON activity_entries (owner_id, livemode, at DESC, id DESC)
  INCLUDE (branch, type, status, method, amount, currency, gross, fee, net);

-- A money row's entries again, from the view, after it is written and after each change to it.
-- Delete-and-insert: a change of status moves the entry in the index anyway. A change to a
-- payment rewrites its refunds' entries too (they show its method, provider, description and
-- payer), which an index on refunds.payment_id finds at once when there are none.
CREATE FUNCTION activity_entries_follow() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = auto AS $$
DECLARE
  branches smallint[] := CASE TG_TABLE_NAME WHEN 'payments' THEN '{0,1}'::smallint[] WHEN 'refunds' THEN '{2,3}'::smallint[] ELSE '{4}'::smallint[] END;
  ids uuid[] := ARRAY[NEW.id];
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'payments' THEN
    SELECT ARRAY[NEW.id] || coalesce(array_agg(r.id), '{}') INTO ids FROM refunds r WHERE r.payment_id = NEW.id;
    branches := '{0,1,2,3}';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM activity_entries WHERE id = ANY (ids) AND branch = ANY (branches);
  END IF;
  INSERT INTO activity_entries SELECT * FROM activity_sources WHERE id = ANY (ids) AND branch = ANY (branches);
  RETURN NULL;
END $$;

CREATE TRIGGER payments_activity AFTER INSERT ON payments FOR EACH ROW EXECUTE FUNCTION activity_entries_follow();
CREATE TRIGGER payments_activity_change AFTER UPDATE ON payments
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION activity_entries_follow();
CREATE TRIGGER refunds_activity AFTER INSERT ON refunds FOR EACH ROW EXECUTE FUNCTION activity_entries_follow();
CREATE TRIGGER refunds_activity_change AFTER UPDATE ON refunds
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION activity_entries_follow();
CREATE TRIGGER payouts_activity AFTER INSERT ON payouts FOR EACH ROW EXECUTE FUNCTION activity_entries_follow();
CREATE TRIGGER payouts_activity_change AFTER UPDATE ON payouts
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION activity_entries_follow();
