-- One username whatever its case. Accounts made before with a name another one already had in another case (`Bruno`
-- then `BRUNO`) keep their account: the later ones' usernames get `#` and their id (`BRUNO#7`), the earliest keeps its
-- own. Nobody is locked out (one signs in with an email) and the name shown (the nickname) is unchanged.
UPDATE "users" AS "later" SET "username" = "later"."username" || '#' || "later"."id"
WHERE EXISTS (SELECT 1 FROM "users" AS "earlier" WHERE lower("earlier"."username") = lower("later"."username") AND "earlier"."id" < "later"."id");--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_username_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));
