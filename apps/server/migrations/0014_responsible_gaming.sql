CREATE TABLE "rg_blocks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"block_status" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_blocks_status_ck" CHECK ("rg_blocks"."block_status" in (0, 1, 2, 4, 5))
);
--> statement-breakpoint
CREATE TABLE "rg_exclusions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"choice" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"sign_in_from" timestamp with time zone NOT NULL,
	"reopen_requested_at" timestamp with time zone,
	"reopens_at" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_exclusions_choice_ck" CHECK ("rg_exclusions"."choice" in ('24_hours', '7_days', '1_month', '2_months', '3_months', 'indefinite'))
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" bigint,
	"has_pending" boolean DEFAULT false NOT NULL,
	"pending_value" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_limits_player_id_kind_pk" PRIMARY KEY("player_id","kind"),
	CONSTRAINT "rg_limits_kind_ck" CHECK ("rg_limits"."kind" in ('deposit_daily', 'deposit_weekly', 'deposit_monthly', 'loss_daily', 'loss_weekly', 'loss_monthly', 'wager_daily', 'wager_weekly', 'wager_monthly', 'session')),
	CONSTRAINT "rg_limits_value_ck" CHECK ("rg_limits"."value" is null or "rg_limits"."value" > 0),
	CONSTRAINT "rg_limits_pending_ck" CHECK (not "rg_limits"."has_pending" or "rg_limits"."pending_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "rg_reality_checks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"answer" text NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "rg_reality_checks_answer_ck" CHECK ("rg_reality_checks"."answer" in ('continue', 'logout', 'history'))
);
--> statement-breakpoint
CREATE TABLE "rg_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"auth_session_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"reality_check_from" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"last_refusal" jsonb
);
--> statement-breakpoint
CREATE TABLE "rg_settings" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_settings_reality_ck" CHECK ("rg_settings"."reality_check_minutes" is null or "rg_settings"."reality_check_minutes" in (15, 30, 45, 60))
);
--> statement-breakpoint
CREATE TABLE "rg_terms_acceptances" (
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_terms_acceptances_player_id_kind_version_pk" PRIMARY KEY("player_id","kind","version")
);
--> statement-breakpoint
CREATE TABLE "rg_terms_versions" (
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_terms_versions_kind_version_pk" PRIMARY KEY("kind","version"),
	CONSTRAINT "rg_terms_kind_ck" CHECK ("rg_terms_versions"."kind" in ('terms', 'privacy'))
);
--> statement-breakpoint
CREATE INDEX "rg_blocks_player_id_created_at_index" ON "rg_blocks" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rg_exclusions_one_open" ON "rg_exclusions" USING btree ("player_id") WHERE "rg_exclusions"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "rg_exclusions_due" ON "rg_exclusions" USING btree ("reopens_at") WHERE "rg_exclusions"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "rg_limits_pending" ON "rg_limits" USING btree ("pending_at") WHERE "rg_limits"."has_pending";--> statement-breakpoint
CREATE INDEX "rg_reality_checks_player_id_answered_at_index" ON "rg_reality_checks" USING btree ("player_id","answered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rg_sessions_one_open" ON "rg_sessions" USING btree ("player_id") WHERE "rg_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "rg_sessions_player_id_started_at_index" ON "rg_sessions" USING btree ("player_id","started_at");