DROP INDEX "compos_user_journee_uq";--> statement-breakpoint
DROP INDEX "draft_order_pk";--> statement-breakpoint
DROP INDEX "draft_order_user_uq";--> statement-breakpoint
DROP INDEX "draft_picks_player_uq";--> statement-breakpoint
DROP INDEX "draft_picks_slot_uq";--> statement-breakpoint
DROP INDEX "mercato_moves_user_idx";--> statement-breakpoint
DROP INDEX "mercato_order_pk";--> statement-breakpoint
DROP INDEX "mercato_order_user_uq";--> statement-breakpoint
DROP INDEX "rencontres_journee_no_uq";--> statement-breakpoint
DROP INDEX "resultats_journee_user_uq";--> statement-breakpoint
DROP INDEX "team_players_current_uq";--> statement-breakpoint
DROP INDEX "team_players_user_idx";--> statement-breakpoint
ALTER TABLE "draft_state" DROP CONSTRAINT "draft_state_pkey";--> statement-breakpoint
ALTER TABLE "mercato_state" DROP CONSTRAINT "mercato_state_pkey";--> statement-breakpoint
ALTER TABLE "compos" ADD COLUMN "league_id" integer;--> statement-breakpoint
ALTER TABLE "draft_order" ADD COLUMN "league_id" integer;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD COLUMN "league_id" integer;--> statement-breakpoint
ALTER TABLE "draft_state" ADD COLUMN "league_id" integer;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mercato_moves" ADD COLUMN "league_id" integer;--> statement-breakpoint
ALTER TABLE "mercato_order" ADD COLUMN "league_id" integer;--> statement-breakpoint
ALTER TABLE "mercato_state" ADD COLUMN "league_id" integer;--> statement-breakpoint
ALTER TABLE "rencontres" ADD COLUMN "league_id" integer;--> statement-breakpoint
ALTER TABLE "resultats" ADD COLUMN "league_id" integer;--> statement-breakpoint
ALTER TABLE "team_players" ADD COLUMN "league_id" integer;--> statement-breakpoint
-- The rows of the one group an instance held belong to its league 1 (migration 0006; docs/ligues.md "Migration d'une
-- instance existante"), and that league's settings are the instance's game settings of before.
UPDATE "leagues" SET "settings" = (SELECT coalesce(jsonb_object_agg("key", "value"), '{}'::jsonb) FROM "settings"
  WHERE "key" IN ('phase', 'max_joueurs_poste', 'max_par_club', 'pick_clock_minutes'))
  WHERE "id" = (SELECT min("id") FROM "leagues");--> statement-breakpoint
DELETE FROM "settings" WHERE "key" IN ('phase', 'max_joueurs_poste', 'max_par_club', 'pick_clock_minutes');--> statement-breakpoint
UPDATE "compos" SET "league_id" = (SELECT min("id") FROM "leagues");--> statement-breakpoint
UPDATE "draft_order" SET "league_id" = (SELECT min("id") FROM "leagues");--> statement-breakpoint
UPDATE "draft_picks" SET "league_id" = (SELECT min("id") FROM "leagues");--> statement-breakpoint
UPDATE "draft_state" SET "league_id" = (SELECT min("id") FROM "leagues");--> statement-breakpoint
UPDATE "mercato_moves" SET "league_id" = (SELECT min("id") FROM "leagues");--> statement-breakpoint
UPDATE "mercato_order" SET "league_id" = (SELECT min("id") FROM "leagues");--> statement-breakpoint
UPDATE "mercato_state" SET "league_id" = (SELECT min("id") FROM "leagues");--> statement-breakpoint
UPDATE "rencontres" SET "league_id" = (SELECT min("id") FROM "leagues");--> statement-breakpoint
UPDATE "resultats" SET "league_id" = (SELECT min("id") FROM "leagues");--> statement-breakpoint
UPDATE "team_players" SET "league_id" = (SELECT min("id") FROM "leagues");--> statement-breakpoint
-- Whoever had rows in the group is a member of its league (an account made in another league since 0006 included).
INSERT INTO "league_members" ("league_id", "user_id")
SELECT DISTINCT "league_id", "user_id" FROM (
  SELECT "league_id", "user_id" FROM "draft_order" UNION SELECT "league_id", "user_id" FROM "draft_picks"
  UNION SELECT "league_id", "user_id" FROM "team_players" UNION SELECT "league_id", "user_id" FROM "compos"
  UNION SELECT "league_id", "user_id" FROM "resultats" UNION SELECT "league_id", "user_id" FROM "mercato_order"
  UNION SELECT "league_id", "user_id" FROM "mercato_moves" UNION SELECT "league_id", "user1_id" FROM "rencontres"
  UNION SELECT "league_id", "user2_id" FROM "rencontres" WHERE "user2_id" IS NOT NULL
) AS "rows" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "compos" ALTER COLUMN "league_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "draft_order" ALTER COLUMN "league_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "draft_picks" ALTER COLUMN "league_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "draft_state" ALTER COLUMN "league_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mercato_moves" ALTER COLUMN "league_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mercato_order" ALTER COLUMN "league_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mercato_state" ALTER COLUMN "league_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rencontres" ALTER COLUMN "league_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "resultats" ALTER COLUMN "league_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "team_players" ALTER COLUMN "league_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "draft_state" ADD CONSTRAINT "draft_state_league_id_saison_id_pk" PRIMARY KEY("league_id","saison_id");--> statement-breakpoint
ALTER TABLE "mercato_state" ADD CONSTRAINT "mercato_state_league_id_saison_id_pk" PRIMARY KEY("league_id","saison_id");--> statement-breakpoint
ALTER TABLE "compos" ADD CONSTRAINT "compos_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compos" ADD CONSTRAINT "compos_member_fk" FOREIGN KEY ("league_id","user_id") REFERENCES "public"."league_members"("league_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_order" ADD CONSTRAINT "draft_order_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_order" ADD CONSTRAINT "draft_order_member_fk" FOREIGN KEY ("league_id","user_id") REFERENCES "public"."league_members"("league_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_member_fk" FOREIGN KEY ("league_id","user_id") REFERENCES "public"."league_members"("league_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_state" ADD CONSTRAINT "draft_state_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercato_moves" ADD CONSTRAINT "mercato_moves_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercato_moves" ADD CONSTRAINT "mercato_moves_member_fk" FOREIGN KEY ("league_id","user_id") REFERENCES "public"."league_members"("league_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercato_order" ADD CONSTRAINT "mercato_order_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercato_order" ADD CONSTRAINT "mercato_order_member_fk" FOREIGN KEY ("league_id","user_id") REFERENCES "public"."league_members"("league_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercato_state" ADD CONSTRAINT "mercato_state_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencontres" ADD CONSTRAINT "rencontres_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencontres" ADD CONSTRAINT "rencontres_user1_member_fk" FOREIGN KEY ("league_id","user1_id") REFERENCES "public"."league_members"("league_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencontres" ADD CONSTRAINT "rencontres_user2_member_fk" FOREIGN KEY ("league_id","user2_id") REFERENCES "public"."league_members"("league_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultats" ADD CONSTRAINT "resultats_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultats" ADD CONSTRAINT "resultats_member_fk" FOREIGN KEY ("league_id","user_id") REFERENCES "public"."league_members"("league_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_member_fk" FOREIGN KEY ("league_id","user_id") REFERENCES "public"."league_members"("league_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compos_user_journee_uq" ON "compos" USING btree ("league_id","user_id","journee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_order_pk" ON "draft_order" USING btree ("league_id","saison_id","rang");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_order_user_uq" ON "draft_order" USING btree ("league_id","saison_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_picks_player_uq" ON "draft_picks" USING btree ("league_id","saison_id","joueur_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_picks_slot_uq" ON "draft_picks" USING btree ("league_id","saison_id","tour","rang");--> statement-breakpoint
CREATE INDEX "mercato_moves_user_idx" ON "mercato_moves" USING btree ("league_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mercato_order_pk" ON "mercato_order" USING btree ("league_id","saison_id","rang");--> statement-breakpoint
CREATE UNIQUE INDEX "mercato_order_user_uq" ON "mercato_order" USING btree ("league_id","saison_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rencontres_journee_no_uq" ON "rencontres" USING btree ("league_id","journee_id","match_no");--> statement-breakpoint
CREATE UNIQUE INDEX "resultats_journee_user_uq" ON "resultats" USING btree ("league_id","journee_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_players_current_uq" ON "team_players" USING btree ("league_id","saison_id","joueur_id") WHERE "team_players"."journee_out" is null;--> statement-breakpoint
CREATE INDEX "team_players_user_idx" ON "team_players" USING btree ("league_id","user_id");