CREATE TABLE "shipping_countries" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_countries_code" CHECK ("shipping_countries"."code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "shipping_details" (
	"lang" varchar(2) PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_details_lang" CHECK ("shipping_details"."lang" in ('pt', 'en'))
);
--> statement-breakpoint
CREATE TABLE "shipping_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_code" varchar(10) NOT NULL,
	"name_pt" varchar(120) NOT NULL,
	"name_en" varchar(120) NOT NULL,
	"price_bands" jsonb NOT NULL,
	"allow_free_shipping" boolean DEFAULT false NOT NULL,
	"free_shipping_from_cents" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_options_free_from_non_negative" CHECK ("shipping_options"."free_shipping_from_cents" >= 0),
	CONSTRAINT "shipping_options_bands_array" CHECK (jsonb_typeof("shipping_options"."price_bands") = 'array')
);
--> statement-breakpoint
CREATE TABLE "shipping_regions" (
	"code" varchar(10) PRIMARY KEY NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"name_pt" varchar(120) NOT NULL,
	"name_en" varchar(120) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_regions_code" CHECK ("shipping_regions"."code" ~ '^[A-Z]{2}-[A-Z0-9]{1,7}$'),
	CONSTRAINT "shipping_regions_code_in_country" CHECK (left("shipping_regions"."code", 2) = "shipping_regions"."country_code")
);
--> statement-breakpoint
ALTER TABLE "shipping_options" ADD CONSTRAINT "shipping_options_region_code_shipping_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."shipping_regions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_regions" ADD CONSTRAINT "shipping_regions_country_code_shipping_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."shipping_countries"("code") ON DELETE cascade ON UPDATE no action;