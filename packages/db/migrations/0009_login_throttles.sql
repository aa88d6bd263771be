CREATE TABLE "login_throttles" (
	"email_key" varchar(64) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
-- Failures and locks counted on accounts so far carry over (decision 099).
INSERT INTO "login_throttles" ("email_key", "failures", "last_failed_at", "locked_until")
SELECT encode(sha256(convert_to(lower("email"), 'UTF8')), 'hex'), "failed_logins",
  coalesce("last_failed_login_at", now()), "locked_until"
FROM "users" WHERE "failed_logins" > 0 OR "locked_until" IS NOT NULL
ON CONFLICT DO NOTHING;
