CREATE SEQUENCE "public"."offline_multibanco_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "offline_payment_intents" ADD COLUMN "payment_method" varchar(20);--> statement-breakpoint
ALTER TABLE "offline_payment_intents" ADD COLUMN "mb_way_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "offline_payment_intents" ADD COLUMN "answer_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offline_payment_intents" ADD COLUMN "action_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offline_payment_intents" ADD COLUMN "multibanco_entity" varchar(10);--> statement-breakpoint
ALTER TABLE "offline_payment_intents" ADD COLUMN "multibanco_reference" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" varchar(20) DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "multibanco_entity" varchar(10);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "multibanco_reference" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "multibanco_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "multibanco_voucher_url" text;--> statement-breakpoint
ALTER TABLE "offline_payment_intents" ADD CONSTRAINT "offline_payment_intents_multibanco_reference_unique" UNIQUE("multibanco_reference");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('card', 'mb_way', 'multibanco'));