CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"percent" integer,
	"amount_cents" integer,
	"min_order_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_kind" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."percent" between 1 and 100 and "discount_codes"."amount_cents" is null)
        or ("discount_codes"."kind" = 'fixed' and "discount_codes"."amount_cents" > 0 and "discount_codes"."percent" is null)),
	CONSTRAINT "discount_codes_min_order" CHECK ("discount_codes"."min_order_cents" >= 0),
	CONSTRAINT "discount_codes_usage" CHECK ("discount_codes"."used_count" >= 0 and ("discount_codes"."usage_limit" is null or "discount_codes"."used_count" <= "discount_codes"."usage_limit"))
);
--> statement-breakpoint
CREATE TABLE "order_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"lang" varchar(2) NOT NULL,
	"refund_due_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"refund_id" varchar(255),
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_withdrawals_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_withdrawals_refund_non_negative" CHECK ("order_withdrawals"."refund_due_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"wine_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"notified_wine_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_status" CHECK ("stock_alerts"."status" in ('pending', 'confirmed', 'notified', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ALTER COLUMN "guests" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ALTER COLUMN "arrival" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ALTER COLUMN "departure" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "experience" varchar(40);--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "visit_date" date;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "people" integer;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "activity_language" varchar(2);--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "status" varchar(20) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "decision_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" varchar(40);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wine_translations" ADD COLUMN "ingredients" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wines" ADD COLUMN "family" varchar(120);--> statement-breakpoint
ALTER TABLE "wines" ADD COLUMN "energy_kj" integer;--> statement-breakpoint
ALTER TABLE "wines" ADD COLUMN "energy_kcal" integer;--> statement-breakpoint
ALTER TABLE "wines" ADD COLUMN "fat_g" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "wines" ADD COLUMN "saturates_g" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "wines" ADD COLUMN "carbohydrate_g" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "wines" ADD COLUMN "sugars_g" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "wines" ADD COLUMN "protein_g" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "wines" ADD COLUMN "salt_g" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "wines" ADD COLUMN "allergens" jsonb DEFAULT '["sulphites"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_wine_id_wines_id_fk" FOREIGN KEY ("wine_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_notified_wine_id_wines_id_fk" FOREIGN KEY ("notified_wine_id") REFERENCES "public"."wines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_wine_email" ON "stock_alerts" USING btree ("wine_id","email");--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting" ON "stock_alerts" USING btree ("wine_id") WHERE "stock_alerts"."status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wines_family" ON "wines" USING btree ("family");--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_status" CHECK ("booking_requests"."status" in ('pending', 'accepted', 'declined'));--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_kind_fields" CHECK (("booking_requests"."kind" = 'house' and "booking_requests"."arrival" is not null and "booking_requests"."departure" is not null and "booking_requests"."guests" is not null)
        or ("booking_requests"."kind" = 'wine_tourism' and "booking_requests"."visit_date" is not null and "booking_requests"."people" is not null
          and "booking_requests"."experience" is not null and "booking_requests"."activity_language" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_non_negative" CHECK ("orders"."discount_cents" >= 0);