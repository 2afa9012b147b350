CREATE TABLE "chat_contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"player_id" uuid,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "player_typing_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chat_contact_requests_created_at_index" ON "chat_contact_requests" USING btree ("created_at");