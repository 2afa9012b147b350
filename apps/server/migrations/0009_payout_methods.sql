CREATE TABLE "payout_methods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"payment_system" text NOT NULL,
	"token" text NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_methods_last4" CHECK ("payout_methods"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "card_token" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "card_brand" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_methods_player_token" ON "payout_methods" USING btree ("player_id","provider","token");