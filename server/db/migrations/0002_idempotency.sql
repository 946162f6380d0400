-- Idempotency records (DESIGN §2): one row per (scope, key), where scope is the signed-in user or,
-- without one, the hashed bearer token or "anon". The primary key is the unique constraint that
-- lets exactly one of several concurrent duplicates claim the key. Rows live at least 30 days.
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_content_type" text,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("scope", "key"),
	CONSTRAINT "idempotency_keys_state_check" CHECK ("state" IN ('in_flight', 'done'))
);
-- Pruning deletes by expiry.
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys" ("expires_at");
