CREATE TABLE "tournament_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_participants" (
	"tournament_id" integer NOT NULL,
	"player_id" uuid NOT NULL,
	"nickname" text NOT NULL,
	"currency" text NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_participants_tournament_id_player_id_pk" PRIMARY KEY("tournament_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_payouts" (
	"tournament_id" integer NOT NULL,
	"place" integer NOT NULL,
	"player_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"paid_at" timestamp with time zone,
	"ledger_transaction_id" text,
	CONSTRAINT "tournament_payouts_tournament_id_place_pk" PRIMARY KEY("tournament_id","place")
);
--> statement-breakpoint
CREATE TABLE "tournament_postings" (
	"tournament_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_postings_tournament_id_transaction_id_pk" PRIMARY KEY("tournament_id","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_rounds" (
	"tournament_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_rounds_tournament_id_round_id_pk" PRIMARY KEY("tournament_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournaments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seo_title" text NOT NULL,
	"title" jsonb NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"type" text NOT NULL,
	"state" text DEFAULT 'registration' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"games" jsonb NOT NULL,
	"game_ids" jsonb NOT NULL,
	"scoring_game" text,
	"min_bet" bigint DEFAULT 0 NOT NULL,
	"currencies" jsonb NOT NULL,
	"allowed_statuses" jsonb NOT NULL,
	"join_mode" text DEFAULT 'opt_in' NOT NULL,
	"prizes" jsonb NOT NULL,
	"points_table" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"external_places" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"awarded_at" timestamp with time zone,
	CONSTRAINT "tournaments_state_ck" CHECK ("tournaments"."state" in ('registration', 'active', 'awarding', 'awarded', 'cancelled')),
	CONSTRAINT "tournaments_type_ck" CHECK ("tournaments"."type" in ('fixed-explicit', 'multiplication-game-max', 'multiplication-max', 'multiplication-sum', 'sequential', 'win-game-max', 'win-max', 'win-sum')),
	CONSTRAINT "tournaments_join_mode_ck" CHECK ("tournaments"."join_mode" in ('opt_in', 'automatic')),
	CONSTRAINT "tournaments_period_ck" CHECK ("tournaments"."ends_at" > "tournaments"."starts_at"),
	CONSTRAINT "tournaments_numbers_ck" CHECK ("tournaments"."min_bet" >= 0 and "tournaments"."external_places" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_participants_rank_idx" ON "tournament_participants" USING btree ("tournament_id",(-"score"),"reached_at","player_id");--> statement-breakpoint
CREATE INDEX "tournament_participants_player_idx" ON "tournament_participants" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_payouts_key_uq" ON "tournament_payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "tournament_rounds_player_idx" ON "tournament_rounds" USING btree ("tournament_id","player_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_seo_title_uq" ON "tournaments" USING btree ("seo_title");--> statement-breakpoint
CREATE INDEX "tournaments_state_starts_idx" ON "tournaments" USING btree ("state","starts_at");