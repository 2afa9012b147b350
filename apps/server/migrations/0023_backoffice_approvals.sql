CREATE TABLE "operator_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" text,
	"amount" bigint,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_by_email" text NOT NULL,
	"decided_by" uuid,
	"decided_by_email" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"transaction_id" text
);
--> statement-breakpoint
CREATE INDEX "operator_approvals_status_created_at_index" ON "operator_approvals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "operator_approvals_player_id_index" ON "operator_approvals" USING btree ("player_id");