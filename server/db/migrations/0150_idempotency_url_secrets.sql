-- Stored idempotent answers never hold a secret (DESIGN §2). The merchant API's payment request
-- answered a checkout URL with its payment's client secret in the query, which the secret check
-- did not see, so such answers were kept. Their bodies go; the record stays (a replay runs the
-- route again, which finds the same payment and derives its URL again).
UPDATE "idempotency_keys"
SET "response_body" = NULL, "withheld" = 'secret'
WHERE "response_body" ~* '[?&](client_?)?secret=';
