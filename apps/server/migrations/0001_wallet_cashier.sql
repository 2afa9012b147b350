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
CREATE TABLE "wallet_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" uuid,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_id_currency" UNIQUE("id","currency"),
	CONSTRAINT "wallet_accounts_no_overdraft" CHECK ("wallet_accounts"."allow_negative" or "wallet_accounts"."balance" >= 0),
	CONSTRAINT "wallet_accounts_player_kinds" CHECK ("wallet_accounts"."player_id" is null or "wallet_accounts"."kind" in ('real', 'bonus')),
	CONSTRAINT "wallet_accounts_player_one_shard" CHECK ("wallet_accounts"."player_id" is null or "wallet_accounts"."shard" = 0),
	CONSTRAINT "wallet_accounts_player_never_negative" CHECK ("wallet_accounts"."player_id" is null or not "wallet_accounts"."allow_negative"),
	CONSTRAINT "wallet_accounts_currency_code" CHECK ("wallet_accounts"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	CONSTRAINT "wallet_entries_nonzero" CHECK ("wallet_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"player_id" uuid,
	"currency" text NOT NULL,
	"reference" text,
	"reverses_key" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_transactions_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "wallet_transactions_reverses_key" UNIQUE("reverses_key")
);
--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_account_currency" FOREIGN KEY ("account_id","currency") REFERENCES "public"."wallet_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_callbacks_event" ON "payment_callbacks" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_player_created" ON "payments" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_callbacks_due" ON "sandbox_callbacks" USING btree ("due_at") WHERE "sandbox_callbacks"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_player_kind_currency" ON "wallet_accounts" USING btree ("player_id","kind","currency") WHERE "wallet_accounts"."player_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_system_kind_currency_shard" ON "wallet_accounts" USING btree ("kind","currency","shard") WHERE "wallet_accounts"."player_id" is null;--> statement-breakpoint
CREATE INDEX "wallet_entries_transaction" ON "wallet_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_account" ON "wallet_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_player_created" ON "wallet_transactions" USING btree ("player_id","created_at");