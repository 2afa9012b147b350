CREATE TABLE "bonus_promotion_day_rules" (
	"campaign_id" text PRIMARY KEY NOT NULL,
	"start_date" text NOT NULL,
	"days" integer NOT NULL,
	"condition" text DEFAULT 'deposit' NOT NULL,
	"min_amount" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_promotion_day_rules_days" CHECK ("bonus_promotion_day_rules"."days" between 1 and 31 and "bonus_promotion_day_rules"."min_amount" >= 0),
	CONSTRAINT "bonus_promotion_day_rules_condition" CHECK ("bonus_promotion_day_rules"."condition" in ('deposit'))
);
--> statement-breakpoint
CREATE TABLE "bonus_promotion_days" (
	"campaign_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"day" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"bonus_id" uuid,
	"free_spins_id" uuid,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_promotion_days_campaign_id_player_id_day_pk" PRIMARY KEY("campaign_id","player_id","day"),
	CONSTRAINT "bonus_promotion_days_status" CHECK ("bonus_promotion_days"."status" in ('awarded', 'fail', 'missed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "bonus_promotion_deposits" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_promotion_participants" (
	"campaign_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"joined_on" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"cancelled_on" text,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bonus_promotion_participants_campaign_id_player_id_pk" PRIMARY KEY("campaign_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "bonus_campaigns" DROP CONSTRAINT "bonus_campaigns_type";--> statement-breakpoint
ALTER TABLE "bonus_promotion_day_rules" ADD CONSTRAINT "bonus_promotion_day_rules_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_promotion_participants" ADD CONSTRAINT "bonus_promotion_participants_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_promotion_days_player" ON "bonus_promotion_days" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "bonus_promotion_deposits_player_at" ON "bonus_promotion_deposits" USING btree ("player_id","at");--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD CONSTRAINT "bonus_campaigns_type" CHECK ("bonus_campaigns"."type" in ('on_deposit', 'code', 'cashback', 'manual', 'daily'));