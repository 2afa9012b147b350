CREATE TABLE "bonus_cashback_claims" (
	"player_id" uuid NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"loss" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_cashback_claims_player_id_week_start_currency_pk" PRIMARY KEY("player_id","week_start","currency")
);
--> statement-breakpoint
CREATE TABLE "bonus_code_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_code_locks" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_code_redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"player_id" uuid NOT NULL,
	"bonus_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"once_per_player" boolean DEFAULT true NOT NULL,
	"requires_deposit" boolean DEFAULT false NOT NULL,
	"requires_phone" boolean DEFAULT false NOT NULL,
	"requires_email" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_codes_uses" CHECK ("bonus_codes"."uses" >= 0 and ("bonus_codes"."max_uses" is null or "bonus_codes"."uses" <= "bonus_codes"."max_uses"))
);
--> statement-breakpoint
ALTER TABLE "bonus_code_redemptions" ADD CONSTRAINT "bonus_code_redemptions_code_bonus_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."bonus_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_codes" ADD CONSTRAINT "bonus_codes_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_code_attempts_player_at" ON "bonus_code_attempts" USING btree ("player_id","at");--> statement-breakpoint
CREATE INDEX "bonus_code_redemptions_code_player" ON "bonus_code_redemptions" USING btree ("code","player_id");