CREATE TABLE "contact_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40),
	"communication_preference" text,
	"message" text NOT NULL,
	"inquiry_type" text DEFAULT 'general' NOT NULL,
	"custom_order_details" text,
	"status" text DEFAULT 'new inquiry' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image_url" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"shape" text,
	"juice_groove" boolean,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_images_shape_check" CHECK ("gallery_images"."shape" is null or "gallery_images"."shape" in ('rectangle', 'square', 'custom'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"customer_name" text NOT NULL,
	"customer_email" varchar(254) NOT NULL,
	"customer_phone" varchar(40),
	"shipping_address" text NOT NULL,
	"items" text NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'ordered' NOT NULL,
	"stripe_payment_intent_id" text,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"wood_composition" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dimensions" text NOT NULL,
	"shape" text DEFAULT 'rectangle' NOT NULL,
	"juice_groove" boolean DEFAULT false NOT NULL,
	"image_url" text NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_shape_check" CHECK ("products"."shape" in ('rectangle', 'square', 'custom')),
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "session" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"about_heading" text DEFAULT 'Our Story' NOT NULL,
	"about_paragraph1" text DEFAULT 'Every board we make starts as a rough plank in our small workshop. We choose each piece of walnut, maple and cherry by hand, looking for tight grain and honest character.' NOT NULL,
	"about_paragraph2" text DEFAULT 'We cut, glue, plane and sand every board ourselves, then finish it with food-safe mineral oil and beeswax. No two boards are ever exactly alike.' NOT NULL,
	"about_paragraph3" text DEFAULT 'What began as gifts for family and friends has grown into a shop that sends boards to kitchens across the country, still made one at a time.' NOT NULL,
	"about_subheading" text DEFAULT 'Quality & Sustainability' NOT NULL,
	"about_paragraph4" text DEFAULT 'Our hardwood comes from responsibly managed North American forests, and offcuts become coasters, trivets and kindling, so almost nothing goes to waste.' NOT NULL,
	"about_paragraph5" text DEFAULT 'A well-made board lasts for decades. We build ours to be used every day, oiled now and then, and handed down.' NOT NULL,
	"contact_heading" text DEFAULT 'Get In Touch' NOT NULL,
	"contact_subheading" text DEFAULT 'Have questions? We''d love to hear from you.' NOT NULL,
	"contact_email" text DEFAULT 'hello@example.com' NOT NULL,
	"contact_phone" text DEFAULT '(555) 123-4567' NOT NULL,
	"gallery_heading" text DEFAULT 'Custom Work Gallery' NOT NULL,
	"gallery_description" text DEFAULT 'A selection of one-of-a-kind boards we have made for customers: family recipes, odd-shaped counters and heirloom gifts.' NOT NULL,
	"gallery_call_to_action" text DEFAULT 'Dreaming of a board of your own?' NOT NULL,
	"gallery_call_to_action_description" text DEFAULT 'Tell us the size, the woods and the story behind it, and we will design a board that is yours alone.' NOT NULL,
	"hero_image_url" text,
	"about_image_url" text,
	"gallery_hero_image_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_content_single_row" CHECK ("site_content"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"password" text,
	"first_name" varchar(80),
	"last_name" varchar(80),
	"phone" varchar(40),
	"profile_image_url" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_inquiries_type_idx" ON "contact_inquiries" USING btree ("inquiry_type","archived");--> statement-breakpoint
CREATE INDEX "gallery_images_active_order_idx" ON "gallery_images" USING btree ("is_active","display_order");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_customer_email_idx" ON "orders" USING btree ("customer_email");--> statement-breakpoint
CREATE INDEX "IDX_session_expire" ON "session" USING btree ("expire");