CREATE TABLE "rgs_live_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"table_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"player_id" uuid,
	"mode" text NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"client_transaction_id" text NOT NULL,
	"bets" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "rgs_live_bets_status" CHECK ("rgs_live_bets"."status" in ('pending', 'placed', 'settled', 'refunded', 'refused')),
	CONSTRAINT "rgs_live_bets_stake" CHECK ("rgs_live_bets"."stake" > 0),
	CONSTRAINT "rgs_live_bets_win" CHECK ("rgs_live_bets"."win" is null or "rgs_live_bets"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rgs_live_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"seq" integer NOT NULL,
	"phase" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_ends_at" timestamp with time zone NOT NULL,
	"result_ends_at" timestamp with time zone NOT NULL,
	"outcome" jsonb,
	"settled_at" timestamp with time zone,
	CONSTRAINT "rgs_live_rounds_phase" CHECK ("rgs_live_rounds"."phase" in ('betting', 'drawing', 'result')),
	CONSTRAINT "rgs_live_rounds_result_settled" CHECK ("rgs_live_rounds"."phase" <> 'result' or ("rgs_live_rounds"."settled_at" is not null and "rgs_live_rounds"."outcome" is not null))
);
--> statement-breakpoint
CREATE TABLE "rgs_live_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rgs_live_bets_session_tx" ON "rgs_live_bets" USING btree ("session_id","client_transaction_id");--> statement-breakpoint
CREATE INDEX "rgs_live_bets_round" ON "rgs_live_bets" USING btree ("round_id","status");--> statement-breakpoint
CREATE INDEX "rgs_live_bets_session" ON "rgs_live_bets" USING btree ("session_id","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rgs_live_rounds_table_seq" ON "rgs_live_rounds" USING btree ("table_id","seq");