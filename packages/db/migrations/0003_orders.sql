CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "offline_payment_intents" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"client_secret" varchar(128) NOT NULL,
	"idempotency_key" varchar(255),
	"amount_cents" integer NOT NULL,
	"amount_refunded_cents" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(30) DEFAULT 'requires_payment_method' NOT NULL,
	"last_error" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "offline_payment_intents_status" CHECK ("offline_payment_intents"."status" in ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"wine_id" integer NOT NULL,
	"product_title" varchar(200) NOT NULL,
	"product_url" varchar(120) NOT NULL,
	"image_url" text,
	"sku" varchar(120) NOT NULL,
	"price_cents" integer NOT NULL,
	"sale_price_cents" integer,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"order_number" varchar(20) DEFAULT ('MDC-' || nextval('order_number_seq')) NOT NULL,
	"checkout_id" varchar(64) NOT NULL,
	"user_id" integer,
	"payment_status" varchar(20) DEFAULT 'awaiting_payment' NOT NULL,
	"deliver_status" varchar(20) DEFAULT 'pending' NOT NULL,
	"preferred_language" varchar(2) DEFAULT 'pt' NOT NULL,
	"customer" jsonb,
	"first_name" varchar(100) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"shipping_option_id" integer,
	"shipping_option_name" varchar(120) DEFAULT '' NOT NULL,
	"allow_free_shipping" boolean DEFAULT false NOT NULL,
	"free_shipping_from_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cost_cents" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"total_without_discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"vat_cents" integer DEFAULT 0 NOT NULL,
	"vat_rate_bp" integer DEFAULT 0 NOT NULL,
	"adult_confirmed_at" timestamp with time zone,
	"payment_provider" varchar(20),
	"payment_intent_id" varchar(255),
	"payment_attempt" integer DEFAULT 0 NOT NULL,
	"last_payment_error" text,
	"reserved_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_code_unique" UNIQUE("code"),
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "orders_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in ('awaiting_payment', 'paid', 'failed', 'expired', 'refunded')),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."total_cents" >= 0 and "orders"."subtotal_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_event_id" varchar(255) NOT NULL,
	"type" varchar(100) NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_unique" UNIQUE("provider_event_id")
);
--> statement-breakpoint
CREATE TABLE "wine_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"wine_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"sale_price_cents" integer,
	"unit_price_cents" integer NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_price_history" ADD CONSTRAINT "wine_price_history_wine_id_wines_id_fk" FOREIGN KEY ("wine_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_wine" ON "order_items" USING btree ("order_id","wine_id");--> statement-breakpoint
CREATE INDEX "orders_awaiting_reserved_until" ON "orders" USING btree ("reserved_until") WHERE "orders"."payment_status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "wine_price_history_wine" ON "wine_price_history" USING btree ("wine_id","valid_from");--> statement-breakpoint
-- The price history is kept by the database, so every code path that changes a price (admin,
-- seed, a manual UPDATE) records it. A row is what one bottle cost from valid_from on.
CREATE FUNCTION record_wine_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wine_price_history (wine_id, price_cents, sale_price_cents, unit_price_cents, valid_from)
  VALUES (
    NEW.id,
    NEW.price_cents,
    NEW.sale_price_cents,
    CASE WHEN NEW.sale_price_cents > 0 AND NEW.sale_price_cents < NEW.price_cents
      THEN NEW.sale_price_cents ELSE NEW.price_cents END,
    now()
  );
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER wines_price_history_insert AFTER INSERT ON wines
  FOR EACH ROW EXECUTE FUNCTION record_wine_price();
--> statement-breakpoint
CREATE TRIGGER wines_price_history_update AFTER UPDATE OF price_cents, sale_price_cents ON wines
  FOR EACH ROW
  WHEN (OLD.price_cents IS DISTINCT FROM NEW.price_cents
    OR OLD.sale_price_cents IS DISTINCT FROM NEW.sale_price_cents)
  EXECUTE FUNCTION record_wine_price();
--> statement-breakpoint
-- Wines that existed before the history: their current price, from now on.
INSERT INTO wine_price_history (wine_id, price_cents, sale_price_cents, unit_price_cents, valid_from)
SELECT id, price_cents, sale_price_cents,
  CASE WHEN sale_price_cents > 0 AND sale_price_cents < price_cents
    THEN sale_price_cents ELSE price_cents END,
  now()
FROM wines;
