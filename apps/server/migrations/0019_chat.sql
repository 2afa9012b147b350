CREATE TABLE "chat_conversations" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"player_unread" integer DEFAULT 0 NOT NULL,
	"operator_unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"player_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"attachment_key" text,
	"attachment_type" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_sender" CHECK ("chat_messages"."sender" in ('player', 'operator'))
);
--> statement-breakpoint
CREATE INDEX "chat_messages_player_id_seq_index" ON "chat_messages" USING btree ("player_id","seq");