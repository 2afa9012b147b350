CREATE TABLE "auth_action_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "auth_action_tokens_purpose_ck" CHECK ("auth_action_tokens"."purpose" in ('confirm_email', 'reset_password'))
);
--> statement-breakpoint
CREATE TABLE "auth_login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_login_failures_scope_ck" CHECK ("auth_login_failures"."scope" in ('account', 'ip'))
);
--> statement-breakpoint
CREATE TABLE "auth_login_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"result" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_password_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_phone_confirmations" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"send_count" integer DEFAULT 0 NOT NULL,
	"wrong_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"device_id" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "auth_two_factor" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"secret_enc" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"last_used_step" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"enabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"cta" text NOT NULL,
	"route" text NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_icons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"uri" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_menu" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"uri" text NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_seo" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ref_id" text,
	"site_id" text,
	"http_referrer" text,
	"path" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"login" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"country" text,
	"birth_date" date,
	"name" text,
	"surname" text,
	"phone_code" text,
	"phone" text,
	"gender" text,
	"nationality" text,
	"country_of_birth" text,
	"address" text,
	"city" text,
	"zip" text,
	"cpf" text,
	"personal_code" text,
	"status" text DEFAULT 'active' NOT NULL,
	"block_status" integer DEFAULT 0 NOT NULL,
	"suspended_until" timestamp with time zone,
	"phone_confirmed" boolean DEFAULT false NOT NULL,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"terms_accepted" boolean DEFAULT false NOT NULL,
	"policy_accepted" boolean DEFAULT false NOT NULL,
	"verified_sum_sub" boolean DEFAULT false NOT NULL,
	"trusted" boolean DEFAULT false NOT NULL,
	"account_policy_name" text DEFAULT 'default' NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"rejected_payments_count" integer DEFAULT 0 NOT NULL,
	"ref_id" text,
	"http_referrer" text,
	"site_id" text,
	"last_ip" text,
	"registered_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "players_block_status_ck" CHECK ("players"."block_status" in (0, 1, 2, 4, 5)),
	CONSTRAINT "players_rejected_ck" CHECK ("players"."rejected_payments_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"player_id" uuid,
	"ip" text,
	"user_agent" text,
	"request_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" uuid,
	"to" text NOT NULL,
	"template" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"text" text,
	"html" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" uuid,
	"to" text NOT NULL,
	"text" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_action_tokens" ADD CONSTRAINT "auth_action_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_login_history" ADD CONSTRAINT "auth_login_history_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_password_history" ADD CONSTRAINT "auth_password_history_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_phone_confirmations" ADD CONSTRAINT "auth_phone_confirmations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_recovery_codes" ADD CONSTRAINT "auth_recovery_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_two_factor" ADD CONSTRAINT "auth_two_factor_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_action_tokens_token_hash_index" ON "auth_action_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_action_tokens_player_id_purpose_index" ON "auth_action_tokens" USING btree ("player_id","purpose");--> statement-breakpoint
CREATE INDEX "auth_login_failures_scope_key_at_index" ON "auth_login_failures" USING btree ("scope","key","at");--> statement-breakpoint
CREATE INDEX "auth_login_history_player_id_at_index" ON "auth_login_history" USING btree ("player_id","at");--> statement-breakpoint
CREATE INDEX "auth_password_history_player_id_created_at_index" ON "auth_password_history" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "auth_recovery_codes_player_id_index" ON "auth_recovery_codes" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sessions_token_hash_index" ON "auth_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_sessions_player_id_ended_at_index" ON "auth_sessions" USING btree ("player_id","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_banners_key_locale_index" ON "content_banners" USING btree ("key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "content_blocks_kind_key_locale_index" ON "content_blocks" USING btree ("kind","key","locale");--> statement-breakpoint
CREATE INDEX "content_blocks_locale_slug_index" ON "content_blocks" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "content_icons_kind_name_index" ON "content_icons" USING btree ("kind","name");--> statement-breakpoint
CREATE UNIQUE INDEX "content_menu_key_locale_index" ON "content_menu" USING btree ("key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "content_seo_route_locale_index" ON "content_seo" USING btree ("route","locale");--> statement-breakpoint
CREATE INDEX "partner_visits_ref_id_at_index" ON "partner_visits" USING btree ("ref_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "players_login_lower_uq" ON "players" USING btree (lower("login"));--> statement-breakpoint
CREATE UNIQUE INDEX "players_email_lower_uq" ON "players" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "players_ref_id_index" ON "players" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "audit_log_player_id_at_index" ON "audit_log" USING btree ("player_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_event_at_index" ON "audit_log" USING btree ("event","at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_index" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_player_id_index" ON "mail_outbox" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_at_index" ON "sms_outbox" USING btree ("created_at");