CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "game_big_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"player_id" uuid NOT NULL,
	"player_name" text NOT NULL,
	"bet" bigint NOT NULL,
	"win_sum" bigint NOT NULL,
	"currency" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_big_wins_amounts_check" CHECK ("game_big_wins"."bet" > 0 and "game_big_wins"."win_sum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_contributions" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL,
	CONSTRAINT "game_contributions_percent_check" CHECK ("game_contributions"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "game_favorites" (
	"player_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favorites_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_names" (
	"game_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "game_names_game_id_locale_pk" PRIMARY KEY("game_id","locale")
);
--> statement-breakpoint
CREATE TABLE "game_play_days" (
	"game_id" integer NOT NULL,
	"day" date NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_play_days_game_id_day_pk" PRIMARY KEY("game_id","day")
);
--> statement-breakpoint
CREATE TABLE "game_recent_plays" (
	"player_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	"plays" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "game_recent_plays_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_studios" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uri" text NOT NULL,
	"logo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"desktop" boolean DEFAULT true NOT NULL,
	"mobile" boolean DEFAULT true NOT NULL,
	"category" text NOT NULL,
	"live_type" text,
	"studio_id" integer NOT NULL,
	"engine" text NOT NULL,
	"rtp_bps" integer NOT NULL,
	"rtp_variant" text NOT NULL,
	"volatility" text NOT NULL,
	"theme" text NOT NULL,
	"release_date" date NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"is_tournament_game" boolean DEFAULT false NOT NULL,
	"is_buyable_bonus_game" boolean DEFAULT false NOT NULL,
	"is_megaways_game" boolean DEFAULT false NOT NULL,
	"is_grid" boolean DEFAULT false NOT NULL,
	"is_bonus_game_available" boolean DEFAULT false NOT NULL,
	"is_jackpot" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_category_check" CHECK ("games"."category" in ('slots','jackpot','livegames','tablegames','video-pokers','instant-win')),
	CONSTRAINT "games_live_type_check" CHECK (("games"."category" = 'livegames') = ("games"."live_type" is not null) and ("games"."live_type" is null or "games"."live_type" in ('roulette','blackjack','baccarat','poker','show','other'))),
	CONSTRAINT "games_rtp_check" CHECK ("games"."rtp_bps" between 5000 and 9999),
	CONSTRAINT "games_popularity_check" CHECK ("games"."popularity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_big_wins" ADD CONSTRAINT "game_big_wins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_contributions" ADD CONSTRAINT "game_contributions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_names" ADD CONSTRAINT "game_names_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_play_days" ADD CONSTRAINT "game_play_days_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent_plays" ADD CONSTRAINT "game_recent_plays_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_studio_id_game_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."game_studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_big_wins_round_id_index" ON "game_big_wins" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "game_big_wins_at_index" ON "game_big_wins" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_favorites_player_id_created_at_index" ON "game_favorites" USING btree ("player_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_play_days_day_index" ON "game_play_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "game_recent_plays_player_id_last_played_at_index" ON "game_recent_plays" USING btree ("player_id","last_played_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "game_studios_uri_index" ON "game_studios" USING btree ("uri");--> statement-breakpoint
CREATE UNIQUE INDEX "games_url_index" ON "games" USING btree ("url");--> statement-breakpoint
CREATE INDEX "games_popularity_id_index" ON "games" USING btree ("popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "games_category_popularity_id_index" ON "games" USING btree ("category","popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "games_studio_id_popularity_id_index" ON "games" USING btree ("studio_id","popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "games_release_date_id_index" ON "games" USING btree ("release_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "games_rtp_bps_popularity_id_index" ON "games" USING btree ("rtp_bps" DESC NULLS FIRST,"popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "games_name_id_index" ON "games" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "games_search_text_trgm_index" ON "games" USING gin ("search_text" gin_trgm_ops);