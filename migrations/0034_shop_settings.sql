CREATE TABLE "shop_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text,
	"sealed" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_value_check" CHECK (("shop_settings"."value" is null) <> ("shop_settings"."sealed" is null))
);
