CREATE TABLE "player_bonuses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"initial_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"winning" bigint DEFAULT 0 NOT NULL,
	"full_wager" bigint NOT NULL,
	"wagered_amount" bigint DEFAULT 0 NOT NULL,
	"wager_ratio" double precision DEFAULT 0 NOT NULL,
	"grant_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"cancel_after" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_bonuses_status" CHECK ("player_bonuses"."status" in ('active', 'queued', 'cancelled', 'committed')),
	CONSTRAINT "player_bonuses_amounts" CHECK ("player_bonuses"."initial_amount" >= 0 and "player_bonuses"."amount" >= 0 and "player_bonuses"."winning" >= 0 and "player_bonuses"."full_wager" >= 0 and "player_bonuses"."wagered_amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_grant_key" ON "player_bonuses" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "player_bonuses_player_created" ON "player_bonuses" USING btree ("player_id","created_at");