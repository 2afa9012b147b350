CREATE TABLE "bonus_free_rounds" (
	"bet_key" text PRIMARY KEY NOT NULL,
	"free_spins_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"round_id" text NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_free_spins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"game_id" text NOT NULL,
	"bet" bigint NOT NULL,
	"total" integer NOT NULL,
	"spins_left" integer NOT NULL,
	"winning" bigint DEFAULT 0 NOT NULL,
	"template_id" text NOT NULL,
	"campaign_id" text,
	"grant_key" text NOT NULL,
	"bonus_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"cancel_after" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_free_spins_status" CHECK ("bonus_free_spins"."status" in ('active', 'finished', 'cancelled')),
	CONSTRAINT "bonus_free_spins_counts" CHECK ("bonus_free_spins"."spins_left" >= 0 and "bonus_free_spins"."spins_left" <= "bonus_free_spins"."total" and "bonus_free_spins"."winning" >= 0 and "bonus_free_spins"."bet" > 0)
);
--> statement-breakpoint
ALTER TABLE "rgs_rounds" ADD COLUMN "free_spins_id" text;--> statement-breakpoint
CREATE INDEX "bonus_free_rounds_grant" ON "bonus_free_rounds" USING btree ("free_spins_id");--> statement-breakpoint
CREATE INDEX "bonus_free_rounds_round" ON "bonus_free_rounds" USING btree ("player_id","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_free_spins_grant_key" ON "bonus_free_spins" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "bonus_free_spins_player_live" ON "bonus_free_spins" USING btree ("player_id","created_at") WHERE "bonus_free_spins"."status" = 'active';