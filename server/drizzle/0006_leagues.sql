CREATE TABLE "league_members" (
	"league_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_members_league_id_user_id_pk" PRIMARY KEY("league_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "league_id" integer;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_members_user_idx" ON "league_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- An instance that already has accounts holds one group: it becomes league 1, every account a member with the role it
-- had (4 admin, else 1 pooler), every session acting in it (docs/ligues.md "Migration d'une instance existante").
INSERT INTO "leagues" ("id", "nom") SELECT 1, 'Ma ligue' WHERE EXISTS (SELECT 1 FROM "users");--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('leagues', 'id'), COALESCE((SELECT max("id") FROM "leagues"), 1), EXISTS (SELECT 1 FROM "leagues"));--> statement-breakpoint
INSERT INTO "league_members" ("league_id", "user_id", "role")
SELECT 1, "id", CASE WHEN "role" >= 4 THEN 4 ELSE 1 END FROM "users" WHERE EXISTS (SELECT 1 FROM "leagues" WHERE "id" = 1);--> statement-breakpoint
UPDATE "sessions" SET "league_id" = 1 WHERE EXISTS (SELECT 1 FROM "leagues" WHERE "id" = 1);
