-- A device subscribed before its session was recorded (0011) is forgotten: it would never end with a session. Its
-- owner sees it off on /user/account and turns it on again.
DELETE FROM "push_subscriptions" WHERE "session_hash" IS NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "session_hash" SET NOT NULL;