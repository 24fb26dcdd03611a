CREATE TABLE "club_squad_snapshots" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"lfp_ids" jsonb NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compo_slots" (
	"compo_id" integer NOT NULL,
	"ordre" integer NOT NULL,
	"joueur_id" integer
);
--> statement-breakpoint
CREATE TABLE "compos" (
	"id" serial PRIMARY KEY NOT NULL,
	"saison_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"journee_id" integer NOT NULL,
	"formation" text NOT NULL,
	"capitaine_joueur_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "draft_order" (
	"saison_id" integer NOT NULL,
	"rang" integer NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_picks" (
	"id" serial PRIMARY KEY NOT NULL,
	"saison_id" integer NOT NULL,
	"tour" integer NOT NULL,
	"rang" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joueur_id" integer NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_state" (
	"saison_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'non débuté' NOT NULL,
	"tour" integer DEFAULT 1 NOT NULL,
	"choix" integer DEFAULT 1 NOT NULL,
	"prochain_pooler_id" integer,
	"pick_deadline" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"ok" integer DEFAULT 0 NOT NULL,
	"ko" integer DEFAULT 0 NOT NULL,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mercato_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"saison_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text DEFAULT 'pick' NOT NULL,
	"poste" text NOT NULL,
	"old_joueur_id" integer NOT NULL,
	"new_joueur_id" integer NOT NULL,
	"journee" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mercato_order" (
	"saison_id" integer NOT NULL,
	"rang" integer NOT NULL,
	"user_id" integer NOT NULL,
	"standby" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mercato_state" (
	"saison_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'non débuté' NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"cursor_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"joueur_id" integer NOT NULL,
	"journee_id" integer NOT NULL,
	"points" integer NOT NULL,
	"played" boolean DEFAULT false NOT NULL,
	"detail" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"matchlfp_id" integer NOT NULL,
	"joueur_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	"goals" integer DEFAULT 0 NOT NULL,
	"assists" integer DEFAULT 0 NOT NULL,
	"own_goals" integer DEFAULT 0 NOT NULL,
	"yellow_cards" integer DEFAULT 0 NOT NULL,
	"red_cards" integer DEFAULT 0 NOT NULL,
	"second_yellow" boolean DEFAULT false NOT NULL,
	"clean_sheet" boolean DEFAULT false NOT NULL,
	"goals_conceded" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"penalties_saved" integer DEFAULT 0 NOT NULL,
	"penalties_missed" integer DEFAULT 0 NOT NULL,
	"raw" jsonb
);
--> statement-breakpoint
CREATE TABLE "rencontres" (
	"id" serial PRIMARY KEY NOT NULL,
	"saison_id" integer NOT NULL,
	"journee_id" integer NOT NULL,
	"match_no" integer NOT NULL,
	"user1_id" integer NOT NULL,
	"user2_id" integer,
	"score1" integer,
	"score2" integer,
	"resultat" integer
);
--> statement-breakpoint
CREATE TABLE "team_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"saison_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joueur_id" integer NOT NULL,
	"journee_in" integer NOT NULL,
	"journee_out" integer
);
--> statement-breakpoint
CREATE TABLE "tm_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"poste" text,
	"birth_date" date,
	"numero" integer,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_squad_snapshots" ADD CONSTRAINT "club_squad_snapshots_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compo_slots" ADD CONSTRAINT "compo_slots_compo_id_compos_id_fk" FOREIGN KEY ("compo_id") REFERENCES "public"."compos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compo_slots" ADD CONSTRAINT "compo_slots_joueur_id_joueurs_id_fk" FOREIGN KEY ("joueur_id") REFERENCES "public"."joueurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compos" ADD CONSTRAINT "compos_saison_id_seasons_id_fk" FOREIGN KEY ("saison_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compos" ADD CONSTRAINT "compos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compos" ADD CONSTRAINT "compos_journee_id_journees_id_fk" FOREIGN KEY ("journee_id") REFERENCES "public"."journees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compos" ADD CONSTRAINT "compos_capitaine_joueur_id_joueurs_id_fk" FOREIGN KEY ("capitaine_joueur_id") REFERENCES "public"."joueurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compos" ADD CONSTRAINT "compos_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_order" ADD CONSTRAINT "draft_order_saison_id_seasons_id_fk" FOREIGN KEY ("saison_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_order" ADD CONSTRAINT "draft_order_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_saison_id_seasons_id_fk" FOREIGN KEY ("saison_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_joueur_id_joueurs_id_fk" FOREIGN KEY ("joueur_id") REFERENCES "public"."joueurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_state" ADD CONSTRAINT "draft_state_saison_id_seasons_id_fk" FOREIGN KEY ("saison_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_state" ADD CONSTRAINT "draft_state_prochain_pooler_id_users_id_fk" FOREIGN KEY ("prochain_pooler_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercato_moves" ADD CONSTRAINT "mercato_moves_saison_id_seasons_id_fk" FOREIGN KEY ("saison_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercato_moves" ADD CONSTRAINT "mercato_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercato_moves" ADD CONSTRAINT "mercato_moves_old_joueur_id_joueurs_id_fk" FOREIGN KEY ("old_joueur_id") REFERENCES "public"."joueurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercato_moves" ADD CONSTRAINT "mercato_moves_new_joueur_id_joueurs_id_fk" FOREIGN KEY ("new_joueur_id") REFERENCES "public"."joueurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercato_order" ADD CONSTRAINT "mercato_order_saison_id_seasons_id_fk" FOREIGN KEY ("saison_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercato_order" ADD CONSTRAINT "mercato_order_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercato_state" ADD CONSTRAINT "mercato_state_saison_id_seasons_id_fk" FOREIGN KEY ("saison_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercato_state" ADD CONSTRAINT "mercato_state_cursor_user_id_users_id_fk" FOREIGN KEY ("cursor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_points" ADD CONSTRAINT "player_points_joueur_id_joueurs_id_fk" FOREIGN KEY ("joueur_id") REFERENCES "public"."joueurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_points" ADD CONSTRAINT "player_points_journee_id_journees_id_fk" FOREIGN KEY ("journee_id") REFERENCES "public"."journees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_matchlfp_id_matchlfps_id_fk" FOREIGN KEY ("matchlfp_id") REFERENCES "public"."matchlfps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_joueur_id_joueurs_id_fk" FOREIGN KEY ("joueur_id") REFERENCES "public"."joueurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencontres" ADD CONSTRAINT "rencontres_saison_id_seasons_id_fk" FOREIGN KEY ("saison_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencontres" ADD CONSTRAINT "rencontres_journee_id_journees_id_fk" FOREIGN KEY ("journee_id") REFERENCES "public"."journees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencontres" ADD CONSTRAINT "rencontres_user1_id_users_id_fk" FOREIGN KEY ("user1_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rencontres" ADD CONSTRAINT "rencontres_user2_id_users_id_fk" FOREIGN KEY ("user2_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_saison_id_seasons_id_fk" FOREIGN KEY ("saison_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_joueur_id_joueurs_id_fk" FOREIGN KEY ("joueur_id") REFERENCES "public"."joueurs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tm_players" ADD CONSTRAINT "tm_players_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compo_slots_pk" ON "compo_slots" USING btree ("compo_id","ordre");--> statement-breakpoint
CREATE UNIQUE INDEX "compo_slots_player_uq" ON "compo_slots" USING btree ("compo_id","joueur_id");--> statement-breakpoint
CREATE UNIQUE INDEX "compos_user_journee_uq" ON "compos" USING btree ("user_id","journee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_order_pk" ON "draft_order" USING btree ("saison_id","rang");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_order_user_uq" ON "draft_order" USING btree ("saison_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_picks_player_uq" ON "draft_picks" USING btree ("saison_id","joueur_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_picks_slot_uq" ON "draft_picks" USING btree ("saison_id","tour","rang");--> statement-breakpoint
CREATE INDEX "jobs_kind_idx" ON "jobs" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "mercato_moves_user_idx" ON "mercato_moves" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mercato_order_pk" ON "mercato_order" USING btree ("saison_id","rang");--> statement-breakpoint
CREATE UNIQUE INDEX "mercato_order_user_uq" ON "mercato_order" USING btree ("saison_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_points_uq" ON "player_points" USING btree ("joueur_id","journee_id");--> statement-breakpoint
CREATE INDEX "player_points_journee_idx" ON "player_points" USING btree ("journee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_stats_match_player_uq" ON "player_stats" USING btree ("matchlfp_id","joueur_id");--> statement-breakpoint
CREATE INDEX "player_stats_joueur_idx" ON "player_stats" USING btree ("joueur_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rencontres_journee_no_uq" ON "rencontres" USING btree ("journee_id","match_no");--> statement-breakpoint
CREATE UNIQUE INDEX "team_players_current_uq" ON "team_players" USING btree ("saison_id","joueur_id") WHERE "team_players"."journee_out" is null;--> statement-breakpoint
CREATE INDEX "team_players_user_idx" ON "team_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_players_joueur_idx" ON "team_players" USING btree ("joueur_id");--> statement-breakpoint
CREATE INDEX "tm_players_club_idx" ON "tm_players" USING btree ("club_id");