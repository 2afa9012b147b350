DROP INDEX "content_blocks_locale_slug_index";--> statement-breakpoint
CREATE UNIQUE INDEX "content_blocks_locale_slug_unique" ON "content_blocks" USING btree ("locale","slug");