CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"answer" text,
	"export_key" text,
	"export_size" bigint,
	"export_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "privacy_requests_type_ck" CHECK ("privacy_requests"."type" in ('export', 'erasure', 'rectification')),
	CONSTRAINT "privacy_requests_status_ck" CHECK ("privacy_requests"."status" in ('received', 'processing', 'completed', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "privacy_requests_player_id_created_at_index" ON "privacy_requests" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_status_due_at_index" ON "privacy_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_one_open_uq" ON "privacy_requests" USING btree ("player_id","type") WHERE "privacy_requests"."status" in ('received', 'processing');