CREATE TABLE "site_images" (
	"slot" varchar(60) PRIMARY KEY NOT NULL,
	"media_id" varchar(40) NOT NULL,
	"alt" jsonb NOT NULL,
	"focus_x" integer DEFAULT 50 NOT NULL,
	"focus_y" integer DEFAULT 50 NOT NULL,
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_images_focus" CHECK ("site_images"."focus_x" between 0 and 100 and "site_images"."focus_y" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "site_images" ADD CONSTRAINT "site_images_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_images" ADD CONSTRAINT "site_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;