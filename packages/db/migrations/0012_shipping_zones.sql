CREATE TABLE "shipping_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_zones_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "shipping_options" ADD COLUMN "zone_id" integer;--> statement-breakpoint
ALTER TABLE "shipping_regions" ADD COLUMN "zone_id" integer;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD CONSTRAINT "shipping_options_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_regions" ADD CONSTRAINT "shipping_regions_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_regions_zone" ON "shipping_regions" USING btree ("zone_id");--> statement-breakpoint
-- data (hand-written): docs/decisions/107-shipping-zones.md. Regions whose options were identical
-- (names, bands, free-shipping rule, switch, order) become one zone; a region priced differently
-- (Évora at 8.20 while Lisboa stayed at 7.50) gets a zone of its own, so no price changes here:
-- staff move it into the right zone. The options of one region per zone are kept for the zone,
-- the others' copies are removed and open orders follow to the kept option.
CREATE TEMPORARY TABLE "zone_migration" AS
  SELECT r."code" AS "region_code",
    dense_rank() OVER (ORDER BY s."signature"::text) AS "zone_rank",
    s."signature"
  FROM "shipping_regions" r
  JOIN (
    SELECT o."region_code",
      jsonb_agg(jsonb_build_array(o."name_pt", o."name_en", o."price_bands", o."allow_free_shipping",
        o."free_shipping_from_cents", o."enabled", o."position") ORDER BY o."position", o."id") AS "signature"
    FROM "shipping_options" o GROUP BY o."region_code"
  ) s ON s."region_code" = r."code";
--> statement-breakpoint
INSERT INTO "shipping_zones" ("name")
  SELECT 'Zona ' || m."zone_rank" || ': ' || left(string_agg(r."name_pt", ', ' ORDER BY r."code"), 100)
  FROM "zone_migration" m JOIN "shipping_regions" r ON r."code" = m."region_code"
  GROUP BY m."zone_rank" ORDER BY m."zone_rank";
--> statement-breakpoint
UPDATE "shipping_regions" r SET "zone_id" = z."id"
  FROM "zone_migration" m, "shipping_zones" z
  WHERE m."region_code" = r."code" AND z."name" LIKE 'Zona ' || m."zone_rank" || ': %';
--> statement-breakpoint
UPDATE "shipping_options" o SET "zone_id" = r."zone_id"
  FROM "shipping_regions" r
  WHERE r."code" = o."region_code"
    AND r."code" = (SELECT min(r2."code") FROM "shipping_regions" r2 WHERE r2."zone_id" = r."zone_id");
--> statement-breakpoint
UPDATE "orders" ord SET "shipping_option_id" = kept."id"
  FROM (
    SELECT o."id", r."zone_id", row_number() OVER (PARTITION BY o."region_code" ORDER BY o."position", o."id") AS "rank"
    FROM "shipping_options" o JOIN "shipping_regions" r ON r."code" = o."region_code"
  ) old
  JOIN (
    SELECT o."id", o."zone_id", row_number() OVER (PARTITION BY o."zone_id" ORDER BY o."position", o."id") AS "rank"
    FROM "shipping_options" o WHERE o."zone_id" IS NOT NULL
  ) kept ON kept."zone_id" = old."zone_id" AND kept."rank" = old."rank"
  WHERE ord."shipping_option_id" = old."id" AND old."id" <> kept."id";
--> statement-breakpoint
DELETE FROM "shipping_options" WHERE "zone_id" IS NULL;
--> statement-breakpoint
-- Orders above the last band had no option: the last band now goes on without a limit at the
-- same price, until staff set their own "25 or more" price.
UPDATE "shipping_options" SET "price_bands" = "price_bands" || jsonb_build_array(jsonb_build_object(
    'minBottles', ("price_bands"->-1->>'maxBottles')::int + 1,
    'maxBottles', null,
    'priceCents', ("price_bands"->-1->>'priceCents')::int))
  WHERE jsonb_array_length("price_bands") > 0 AND "price_bands"->-1->>'maxBottles' IS NOT NULL;
--> statement-breakpoint
DROP TABLE "zone_migration";
