CREATE TABLE "cashier_manual_verifications" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "cashier_vpn_confirmations" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"reason" smallint,
	"payment_system" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"balance_start" bigint,
	"balance_end" bigint,
	"provider" text NOT NULL,
	"provider_ref" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_type" CHECK ("payments"."type" in ('in', 'out')),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('init', 'processing', 'ok', 'failure', 'cancelled', 'rejected', 'queued', 'active')),
	CONSTRAINT "payments_reason" CHECK ("payments"."reason" is null or "payments"."reason" between 0 and 14),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_callbacks" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"body" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"ref" text PRIMARY KEY NOT NULL,
	"merchant_payment_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"scenario" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payments_merchantPaymentId_unique" UNIQUE("merchant_payment_id"),
	CONSTRAINT "sandbox_payments_direction" CHECK ("sandbox_payments"."direction" in ('in', 'out'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_callbacks_event" ON "payment_callbacks" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_player_created" ON "payments" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_callbacks_due" ON "sandbox_callbacks" USING btree ("due_at") WHERE "sandbox_callbacks"."delivered_at" is null;