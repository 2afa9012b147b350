ALTER TABLE "tournaments" ADD COLUMN "categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "studios" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "qualifying_games" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- tournaments made before categories and studios qualify by their own games
UPDATE "tournaments" SET "qualifying_games" = "games";