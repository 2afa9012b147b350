CREATE TABLE "jackpot_pools" (
	"id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"seed" bigint NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"last_win_amount" bigint,
	"last_won_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_pools_amount" CHECK ("jackpot_pools"."amount" >= 0 and "jackpot_pools"."seed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rgs_game_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid,
	"mode" text NOT NULL,
	"game_id" text NOT NULL,
	"game_url" text NOT NULL,
	"engine" text NOT NULL,
	"currency" text NOT NULL,
	"locale" text NOT NULL,
	"demo_balance" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rgs_game_sessions_mode" CHECK ("rgs_game_sessions"."mode" in ('real', 'demo')),
	CONSTRAINT "rgs_game_sessions_demo_balance" CHECK ("rgs_game_sessions"."demo_balance" is null or "rgs_game_sessions"."demo_balance" >= 0),
	CONSTRAINT "rgs_game_sessions_real_has_player" CHECK ("rgs_game_sessions"."mode" = 'demo' or "rgs_game_sessions"."player_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "rgs_round_calls" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rgs_round_calls_kind" CHECK ("rgs_round_calls"."kind" in ('bet', 'win', 'rollback')),
	CONSTRAINT "rgs_round_calls_status" CHECK ("rgs_round_calls"."status" in ('pending', 'ok', 'refused', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "rgs_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"player_id" uuid,
	"mode" text NOT NULL,
	"game_id" text NOT NULL,
	"game_url" text NOT NULL,
	"game_name" text NOT NULL,
	"engine" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"jackpot_win" bigint DEFAULT 0 NOT NULL,
	"steps" integer DEFAULT 0 NOT NULL,
	"state" jsonb,
	"outcome" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rgs_rounds_status" CHECK ("rgs_rounds"."status" in ('open', 'closed', 'cancelled')),
	CONSTRAINT "rgs_rounds_amounts" CHECK ("rgs_rounds"."stake" >= 0 and "rgs_rounds"."win" >= 0 and "rgs_rounds"."jackpot_win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"round_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"original_transaction_id" text,
	"ledger_transaction_id" uuid,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seamless_transactions_kind" CHECK ("seamless_transactions"."kind" in ('bet', 'win', 'rollback'))
);
--> statement-breakpoint
CREATE INDEX "rgs_round_calls_round" ON "rgs_round_calls" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rgs_rounds_one_open_per_session" ON "rgs_rounds" USING btree ("session_id") WHERE "rgs_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "rgs_rounds_player_created" ON "rgs_rounds" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "rgs_rounds_player_game_open" ON "rgs_rounds" USING btree ("player_id","game_id") WHERE "rgs_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "seamless_transactions_round" ON "seamless_transactions" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_transactions_one_rollback" ON "seamless_transactions" USING btree ("original_transaction_id");