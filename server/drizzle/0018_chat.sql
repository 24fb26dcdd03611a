CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"user_id" integer,
	"event" text,
	"event_key" text,
	"link" text,
	"text" text NOT NULL,
	"reply_to" integer,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted" text
);
--> statement-breakpoint
CREATE TABLE "chat_reactions" (
	"league_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"emoji" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_reactions_league_id_message_id_user_id_emoji_pk" PRIMARY KEY("league_id","message_id","user_id","emoji")
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"league_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_id" integer NOT NULL,
	CONSTRAINT "chat_reads_league_id_user_id_pk" PRIMARY KEY("league_id","user_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_league_id_uq" ON "chat_messages" USING btree ("league_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_event_uq" ON "chat_messages" USING btree ("league_id","event_key");
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_member_fk" FOREIGN KEY ("league_id","user_id") REFERENCES "public"."league_members"("league_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_reply_fk" FOREIGN KEY ("league_id","reply_to") REFERENCES "public"."chat_messages"("league_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_message_fk" FOREIGN KEY ("league_id","message_id") REFERENCES "public"."chat_messages"("league_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_member_fk" FOREIGN KEY ("league_id","user_id") REFERENCES "public"."league_members"("league_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_member_fk" FOREIGN KEY ("league_id","user_id") REFERENCES "public"."league_members"("league_id","user_id") ON DELETE cascade ON UPDATE no action;
