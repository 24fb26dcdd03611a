ALTER TABLE "joueurs" ADD COLUMN "poste_fine" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matchlfps" ADD COLUMN "kickoff_unknown" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matchlfps" ADD COLUMN "postponed" boolean DEFAULT false NOT NULL;