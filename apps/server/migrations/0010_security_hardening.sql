CREATE TABLE "auth_captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashier_player_state" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"locked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_captcha_solutions_expires_at_index" ON "auth_captcha_solutions" USING btree ("expires_at");