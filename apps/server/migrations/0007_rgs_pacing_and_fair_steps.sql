ALTER TABLE "rgs_game_sessions" ADD COLUMN "last_round_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rgs_fair_rounds" ADD COLUMN "consumed" integer;