CREATE TABLE "maintenance_notice" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"active" boolean NOT NULL,
	"message" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text,
	CONSTRAINT "maintenance_notice_one_row" CHECK ("maintenance_notice"."id" = 1)
);
