CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"official_name" text,
	"club_id" text,
	"saison_id" integer NOT NULL,
	"transfermarkt_url" text
);
--> statement-breakpoint
CREATE TABLE "joueurs" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"prenom" text,
	"surnom" text,
	"lfp_id" text NOT NULL,
	"short_opta_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"poste" text NOT NULL,
	"numero" integer,
	"saison_id" integer NOT NULL,
	"total_prev" integer DEFAULT 0 NOT NULL,
	"birth_date" date,
	"poste_manual" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journees" (
	"id" serial PRIMARY KEY NOT NULL,
	"numjournee" integer NOT NULL,
	"date" date NOT NULL,
	"heure" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"saison_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matchlfps" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_lfp_id" text NOT NULL,
	"journee_id" integer NOT NULL,
	"home_club_id" integer NOT NULL,
	"away_club_id" integer NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"period" text DEFAULT 'preMatch' NOT NULL,
	"saison_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "resultats" (
	"id" serial PRIMARY KEY NOT NULL,
	"journee_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"match_points" integer DEFAULT 0 NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"captain_points" integer DEFAULT 0 NOT NULL,
	"lost_points" integer DEFAULT 0 NOT NULL,
	"match_result" integer,
	"star_bonus" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"nom" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"nickname" text NOT NULL,
	"role" integer DEFAULT 1 NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_saison_id_seasons_id_fk" FOREIGN KEY ("saison_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joueurs" ADD CONSTRAINT "joueurs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joueurs" ADD CONSTRAINT "joueurs_saison_id_seasons_id_fk" FOREIGN KEY ("saison_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journees" ADD CONSTRAINT "journees_saison_id_seasons_id_fk" FOREIGN KEY ("saison_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matchlfps" ADD CONSTRAINT "matchlfps_journee_id_journees_id_fk" FOREIGN KEY ("journee_id") REFERENCES "public"."journees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matchlfps" ADD CONSTRAINT "matchlfps_home_club_id_clubs_id_fk" FOREIGN KEY ("home_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matchlfps" ADD CONSTRAINT "matchlfps_away_club_id_clubs_id_fk" FOREIGN KEY ("away_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matchlfps" ADD CONSTRAINT "matchlfps_saison_id_seasons_id_fk" FOREIGN KEY ("saison_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_tokens" ADD CONSTRAINT "reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultats" ADD CONSTRAINT "resultats_journee_id_journees_id_fk" FOREIGN KEY ("journee_id") REFERENCES "public"."journees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultats" ADD CONSTRAINT "resultats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_saison_extid_uq" ON "clubs" USING btree ("saison_id","club_id") WHERE "clubs"."club_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "joueurs_saison_lfp_uq" ON "joueurs" USING btree ("saison_id","lfp_id");--> statement-breakpoint
CREATE INDEX "joueurs_club_idx" ON "joueurs" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journees_saison_num_uq" ON "journees" USING btree ("saison_id","numjournee");--> statement-breakpoint
CREATE UNIQUE INDEX "matchlfps_lfp_uq" ON "matchlfps" USING btree ("saison_id","match_lfp_id");--> statement-breakpoint
CREATE INDEX "matchlfps_journee_idx" ON "matchlfps" USING btree ("journee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resultats_journee_user_uq" ON "resultats" USING btree ("journee_id","user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");