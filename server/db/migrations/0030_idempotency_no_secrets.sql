-- Issue 19: idempotency records never hold a secret, and there is no shared anonymous scope.
-- 1. Delete every stored answer that may hold one: all rows of the shared "anon" scope and of
--    bearer-token scopes (both gone from the plugin), every row of an /auth/* route (idempotency
--    is never on /auth/* any more: verify-otp's answer carried the session token), and any answer
--    that carries a token, a secret or a merchant key in its text.
DELETE FROM "idempotency_keys"
WHERE "scope" = 'anon'
   OR "scope" LIKE 'token:%'
   OR "path" LIKE '/api/v1/auth/%'
   OR "response_body" ~* '"[a-z_]*(token|secret|password|api_?key)"[[:space:]]*:[[:space:]]*"[^"]'
   OR "response_body" ~ '(sk|rk)_(live|test)_|whsec_';
-- 2. An answer that carries a secret (or is too big to keep) is recorded without its body: the
--    key still runs the write once, and a replay is told why it cannot have the answer again.
ALTER TABLE "idempotency_keys" ADD COLUMN "withheld" text;
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_withheld_check"
  CHECK ("withheld" IS NULL OR "withheld" IN ('secret', 'too_large'));
