CREATE TABLE "content_banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"cta" text NOT NULL,
	"route" text NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_icons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"uri" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_menu" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"uri" text NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_seo" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ref_id" text,
	"site_id" text,
	"http_referrer" text,
	"path" text,
	"ip" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_banners_key_locale_index" ON "content_banners" USING btree ("key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "content_blocks_kind_key_locale_index" ON "content_blocks" USING btree ("kind","key","locale");--> statement-breakpoint
CREATE INDEX "content_blocks_locale_slug_index" ON "content_blocks" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "content_icons_kind_name_index" ON "content_icons" USING btree ("kind","name");--> statement-breakpoint
CREATE UNIQUE INDEX "content_menu_key_locale_index" ON "content_menu" USING btree ("key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "content_seo_route_locale_index" ON "content_seo" USING btree ("route","locale");--> statement-breakpoint
CREATE INDEX "partner_visits_ref_id_at_index" ON "partner_visits" USING btree ("ref_id","at");