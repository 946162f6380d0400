-- Auth area (issue 3): users, sessions, one-time codes, email links, per-IP rate limits and the
-- development message outbox. Every time is written by the application clock, never now(), so
-- tests control time and two processes agree on the rules.

CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	-- E.164, +232XXXXXXXX: the identity a person signs in with.
	"phone" text NOT NULL UNIQUE,
	"full_name" text,
	"street_address" text,
	"city" text,
	"district" text,
	-- Set only by a completed verification, never by a plain profile save.
	"email" text,
	"email_verified" boolean NOT NULL DEFAULT false,
	"profile_completed" boolean NOT NULL DEFAULT false,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);

CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
	-- SHA-256 of the opaque token; the token itself is never stored.
	"token_hash" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	-- Absolute expiry; idle expiry is last_used_at + the configured idle hours.
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
CREATE INDEX "sessions_user_id_idx" ON "sessions" ("user_id");

CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	-- 'sms' (sign-in) or 'email' (address verification).
	"channel" text NOT NULL,
	-- E.164 phone or normalised email address.
	"destination" text NOT NULL,
	-- Email codes belong to the signed-in user who asked for them; sign-in codes to nobody yet.
	"user_id" uuid REFERENCES "users" ("id") ON DELETE CASCADE,
	-- HMAC-SHA256 with the app secret; the code itself is never stored.
	"code_hash" text NOT NULL,
	"attempts" integer NOT NULL DEFAULT 0,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	-- A newer send for the same destination kills this one.
	"invalidated_at" timestamp with time zone
);
CREATE INDEX "otp_codes_destination_idx" ON "otp_codes" ("channel", "destination", "created_at");

CREATE TABLE "email_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	-- SHA-256 of the random link token.
	"token_hash" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"invalidated_at" timestamp with time zone
);
CREATE INDEX "email_links_user_id_idx" ON "email_links" ("user_id");

-- Fixed-window counters shared by every server process.
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	PRIMARY KEY ("key", "window_start")
);

-- Development outbox (never written when NODE_ENV=production).
CREATE TABLE "dev_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"code" text,
	"link" text,
	"created_at" timestamp with time zone NOT NULL
);
CREATE INDEX "dev_messages_recipient_idx" ON "dev_messages" ("recipient", "created_at");
