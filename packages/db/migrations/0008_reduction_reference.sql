ALTER TABLE "order_items" ADD COLUMN "reference_price_cents" integer;--> statement-breakpoint
-- Orders made before: their sale was announced against the list price, as their pages showed it.
UPDATE "order_items" SET "reference_price_cents" = "price_cents" WHERE "unit_price_cents" < "price_cents";
