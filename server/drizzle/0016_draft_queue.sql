CREATE TABLE "draft_autopick" (
	"league_id" integer NOT NULL,
	"saison_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "draft_autopick_league_id_saison_id_user_id_pk" PRIMARY KEY("league_id","saison_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "draft_queue" (
	"league_id" integer NOT NULL,
	"saison_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joueur_id" integer NOT NULL,
	"rang" integer NOT NULL,
	CONSTRAINT "draft_queue_league_id_saison_id_user_id_joueur_id_pk" PRIMARY KEY("league_id","saison_id","user_id","joueur_id")
);
--> statement-breakpoint
ALTER TABLE "draft_picks" ADD COLUMN "from_list" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "draft_autopick" ADD CONSTRAINT "draft_autopick_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_autopick" ADD CONSTRAINT "draft_autopick_saison_id_seasons_id_fk" FOREIGN KEY ("saison_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_autopick" ADD CONSTRAINT "draft_autopick_member_fk" FOREIGN KEY ("league_id","user_id") REFERENCES "public"."league_members"("league_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_queue" ADD CONSTRAINT "draft_queue_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_queue" ADD CONSTRAINT "draft_queue_saison_id_seasons_id_fk" FOREIGN KEY ("saison_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_queue" ADD CONSTRAINT "draft_queue_joueur_id_joueurs_id_fk" FOREIGN KEY ("joueur_id") REFERENCES "public"."joueurs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_queue" ADD CONSTRAINT "draft_queue_member_fk" FOREIGN KEY ("league_id","user_id") REFERENCES "public"."league_members"("league_id","user_id") ON DELETE cascade ON UPDATE no action;