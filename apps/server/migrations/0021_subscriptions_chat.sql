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
CREATE TABLE "email_subscription_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"type" text NOT NULL,
	"subscribed" boolean NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_subscriptions" (
	"player_id" uuid NOT NULL,
	"type" text NOT NULL,
	"subscribed" boolean NOT NULL,
	"source" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_subscriptions_player_id_type_pk" PRIMARY KEY("player_id","type"),
	CONSTRAINT "email_subscriptions_type" CHECK ("email_subscriptions"."type" in ('emailPromo', 'emailService')),
	CONSTRAINT "email_subscriptions_source" CHECK ("email_subscriptions"."source" in ('signup', 'profile', 'unsubscribe_link'))
);
--> statement-breakpoint
CREATE TABLE "promo_mail_deliveries" (
	"mailing_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_mail_deliveries_mailing_id_player_id_pk" PRIMARY KEY("mailing_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "promo_mailings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text,
	"segment" jsonb NOT NULL,
	"subject" jsonb NOT NULL,
	"html" jsonb NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_mailings_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "subscription_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_player_id_seq_index" ON "chat_messages" USING btree ("player_id","seq");--> statement-breakpoint
CREATE INDEX "email_subscription_changes_player_id_at_index" ON "email_subscription_changes" USING btree ("player_id","at");