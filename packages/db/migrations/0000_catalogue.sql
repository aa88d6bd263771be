CREATE TABLE "estate" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug" varchar(60) NOT NULL,
	"locality" varchar(120) NOT NULL,
	"region" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estate_single_row" CHECK ("estate"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"shop_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "wine_translations" (
	"wine_id" integer NOT NULL,
	"lang" varchar(2) NOT NULL,
	"title" varchar(200) NOT NULL,
	"subtitle_1" varchar(300) DEFAULT '' NOT NULL,
	"subtitle_2" varchar(300) DEFAULT '' NOT NULL,
	"wine_doc" varchar(200) DEFAULT '' NOT NULL,
	"main_desc" text DEFAULT '' NOT NULL,
	"wine_type" varchar(100) DEFAULT '' NOT NULL,
	"grapes" varchar(300) DEFAULT '' NOT NULL,
	"soils_type" varchar(300) DEFAULT '' NOT NULL,
	"pdf_url" text,
	CONSTRAINT "wine_translations_wine_id_lang_pk" PRIMARY KEY("wine_id","lang"),
	CONSTRAINT "wine_translations_lang" CHECK ("wine_translations"."lang" in ('pt', 'en'))
);
--> statement-breakpoint
CREATE TABLE "wines" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(120) NOT NULL,
	"year" integer,
	"image_url" text,
	"show_catalog" boolean DEFAULT true NOT NULL,
	"show_shop" boolean DEFAULT false NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"sale_price_cents" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"alcohol" numeric(4, 1),
	"capacity_ml" integer,
	"serving_temp" varchar(40) DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wines_slug_unique" UNIQUE("slug"),
	CONSTRAINT "wines_stock_non_negative" CHECK ("wines"."stock" >= 0),
	CONSTRAINT "wines_price_non_negative" CHECK ("wines"."price_cents" >= 0),
	CONSTRAINT "wines_sale_price_non_negative" CHECK ("wines"."sale_price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wine_translations" ADD CONSTRAINT "wine_translations_wine_id_wines_id_fk" FOREIGN KEY ("wine_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;