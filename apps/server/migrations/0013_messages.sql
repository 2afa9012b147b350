CREATE TABLE "message_broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text,
	"segment" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_broadcasts_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"player_id" uuid NOT NULL,
	"template" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category" text NOT NULL,
	"source_key" text NOT NULL,
	"broadcast_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "messages_category_ck" CHECK ("messages"."category" in ('payments', 'verification', 'privacy', 'news'))
);
--> statement-breakpoint
CREATE TABLE "batch_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"cursor" text,
	"processed" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"lease_until" timestamp with time zone,
	"owner" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "batch_jobs_status_ck" CHECK ("batch_jobs"."status" in ('queued', 'running', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "messages_player_id_source_key_index" ON "messages" USING btree ("player_id","source_key");--> statement-breakpoint
CREATE INDEX "messages_inbox_idx" ON "messages" USING btree ("player_id","seq") WHERE "messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("player_id") WHERE "messages"."deleted_at" is null and "messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "batch_jobs_kind_key_index" ON "batch_jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "batch_jobs_status_created_at_index" ON "batch_jobs" USING btree ("status","created_at");