CREATE TABLE "rgs_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rgs_round_calls" DROP CONSTRAINT "rgs_round_calls_status";--> statement-breakpoint
CREATE INDEX "rgs_round_calls_unsettled" ON "rgs_round_calls" USING btree ("round_id") WHERE "rgs_round_calls"."status" in ('pending', 'failed');--> statement-breakpoint
ALTER TABLE "rgs_round_calls" ADD CONSTRAINT "rgs_round_calls_status" CHECK ("rgs_round_calls"."status" in ('pending', 'ok', 'refused', 'failed', 'cancelled'));