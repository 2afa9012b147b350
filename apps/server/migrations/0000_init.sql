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
CREATE INDEX "audit_log_player_id_at_index" ON "audit_log" USING btree ("player_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_event_at_index" ON "audit_log" USING btree ("event","at");