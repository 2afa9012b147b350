DROP INDEX "games_popularity_id_index";--> statement-breakpoint
DROP INDEX "games_category_popularity_id_index";--> statement-breakpoint
DROP INDEX "games_studio_id_popularity_id_index";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "display_order" integer;--> statement-breakpoint
CREATE INDEX "games_display_order_popularity_id_index" ON "games" USING btree ("display_order","popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "games_category_display_order_popularity_id_index" ON "games" USING btree ("category","display_order","popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "games_studio_id_display_order_popularity_id_index" ON "games" USING btree ("studio_id","display_order","popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_display_order_check" CHECK ("games"."display_order" is null or "games"."display_order" between 1 and 9999);