CREATE TABLE "rgs_fair_rounds" (
	"round_id" uuid PRIMARY KEY NOT NULL,
	"seed_id" uuid NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rgs_fair_seeds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "rgs_fair_seeds_nonce" CHECK ("rgs_fair_seeds"."next_nonce" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rgs_fair_seeds_one_active" ON "rgs_fair_seeds" USING btree ("owner") WHERE "rgs_fair_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "rgs_fair_seeds_owner" ON "rgs_fair_seeds" USING btree ("owner","created_at");