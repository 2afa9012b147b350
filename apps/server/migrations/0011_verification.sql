CREATE TABLE "kyc_sandbox_applicants" (
	"id" text PRIMARY KEY NOT NULL,
	"external_user_id" text NOT NULL,
	"level_name" text NOT NULL,
	"review_status" text NOT NULL,
	"review_result" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_sandbox_applicants_externalUserId_unique" UNIQUE("external_user_id")
);
--> statement-breakpoint
CREATE TABLE "kyc_sandbox_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"applicant_id" text NOT NULL,
	"step" text NOT NULL,
	"id_doc_type" text NOT NULL,
	"id_doc_sub_type" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "kyc_sandbox_documents_state" CHECK ("kyc_sandbox_documents"."state" in ('uploaded', 'accepted', 'rejected')),
	CONSTRAINT "kyc_sandbox_documents_step" CHECK ("kyc_sandbox_documents"."step" in ('IDENTITY', 'SELFIE'))
);
--> statement-breakpoint
CREATE TABLE "kyc_sandbox_webhooks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"applicant_id" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_applicants" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"applicant_id" text NOT NULL,
	"inspection_id" text,
	"level_name" text NOT NULL,
	"review_status" text NOT NULL,
	"review_answer" text,
	"reject_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_reject_type" text,
	"moderation_comment" text,
	"last_event_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"retain_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_applicants_answer_ck" CHECK ("verification_applicants"."review_answer" is null or "verification_applicants"."review_answer" in ('GREEN', 'RED'))
);
--> statement-breakpoint
CREATE TABLE "verification_webhooks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"digest" text NOT NULL,
	"type" text NOT NULL,
	"applicant_id" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"applied" boolean NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_sandbox_documents" ADD CONSTRAINT "kyc_sandbox_documents_applicant_id_kyc_sandbox_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."kyc_sandbox_applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_sandbox_documents_applicant_id_created_at_index" ON "kyc_sandbox_documents" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_sandbox_webhooks_delivered_at_due_at_index" ON "kyc_sandbox_webhooks" USING btree ("delivered_at","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_applicants_applicant_uq" ON "verification_applicants" USING btree ("provider","applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_webhooks_digest_uq" ON "verification_webhooks" USING btree ("provider","digest");--> statement-breakpoint
CREATE INDEX "verification_webhooks_applicant_id_index" ON "verification_webhooks" USING btree ("applicant_id");