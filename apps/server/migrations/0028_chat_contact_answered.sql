ALTER TABLE "chat_contact_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_contact_requests" ADD COLUMN "answered_by" text;