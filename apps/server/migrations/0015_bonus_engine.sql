CREATE TABLE "bonus_campaign_activations" (
	"player_id" uuid NOT NULL,
	"campaign_id" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_campaign_activations_player_id_campaign_id_pk" PRIMARY KEY("player_id","campaign_id"),
	CONSTRAINT "bonus_campaign_activations_status" CHECK ("bonus_campaign_activations"."status" in ('activated', 'not_activated'))
);
--> statement-breakpoint
CREATE TABLE "bonus_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"type" text NOT NULL,
	"mutex_tag" text,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"first_deposit_only" boolean DEFAULT false NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_campaigns_type" CHECK ("bonus_campaigns"."type" in ('on_deposit', 'code', 'cashback', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "bonus_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"wager_ratio" double precision DEFAULT 0 NOT NULL,
	"max_bet" bigint,
	"conversion_ratio" double precision,
	"validity_days" integer,
	"free_spins_game" text,
	"free_spins_count" integer,
	"free_spins_bet" bigint,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_templates_kind" CHECK ("bonus_templates"."kind" in ('deposit_match', 'fixed', 'free_spins', 'cashback')),
	CONSTRAINT "bonus_templates_numbers" CHECK ("bonus_templates"."percent" between 0 and 1000 and "bonus_templates"."amount" >= 0 and "bonus_templates"."wager_ratio" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_wagers" (
	"bet_key" text PRIMARY KEY NOT NULL,
	"bonus_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"round_id" text NOT NULL,
	"game_id" text NOT NULL,
	"real_stake" bigint NOT NULL,
	"bonus_stake" bigint NOT NULL,
	"contribution" bigint NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "template_id" text;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "campaign_id" text;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "max_bet" bigint;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "max_conversion" bigint;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_campaign_activations" ADD CONSTRAINT "bonus_campaign_activations_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD CONSTRAINT "bonus_campaigns_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_wagers_round" ON "bonus_wagers" USING btree ("player_id","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active" ON "player_bonuses" USING btree ("player_id","currency") WHERE "player_bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "player_bonuses_live_expiry" ON "player_bonuses" USING btree ("cancel_after") WHERE "player_bonuses"."status" in ('active', 'queued');