ALTER TABLE "shipping_options" DROP CONSTRAINT "shipping_options_region_code_shipping_regions_code_fk";
--> statement-breakpoint
ALTER TABLE "shipping_options" ALTER COLUMN "zone_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_options" DROP COLUMN "region_code";