CREATE TABLE "product_old_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing boards get the slug src/shared/slug.ts would make (NFKD, accents dropped, the letters
-- Unicode does not decompose folded, lower-case ASCII words joined by '-', at most 80 characters cut
-- at a word), oldest board first; a slug already taken gets -2, -3, … like a new board's would.
DO $$
DECLARE
	board record;
	base text;
	candidate text;
	n integer;
BEGIN
	FOR board IN SELECT "id", "name" FROM "products" ORDER BY "created_at", "id" LOOP
		base := regexp_replace(normalize(board."name", NFKD), '[\u0300-\u036f]', '', 'g');
		base := replace(replace(replace(replace(replace(replace(replace(base, 'ß', 'ss'), 'Æ', 'ae'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'), 'Þ', 'th'), 'þ', 'th');
		base := translate(base, 'ØøŁłĐđÐðı', 'oollddddi');
		base := btrim(regexp_replace(lower(base), '[^a-z0-9]+', '-', 'g'), '-');
		IF length(base) > 80 THEN
			base := rtrim(left(regexp_replace(left(base, 81), '-[^-]*$', ''), 80), '-');
		END IF;
		IF base = '' THEN
			base := 'board';
		END IF;
		candidate := base;
		n := 1;
		WHILE EXISTS (SELECT 1 FROM "products" WHERE "slug" = candidate) LOOP
			n := n + 1;
			candidate := base || '-' || n;
		END LOOP;
		UPDATE "products" SET "slug" = candidate WHERE "id" = board."id";
	END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_old_slugs" ADD CONSTRAINT "product_old_slugs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_old_slugs_product_idx" ON "product_old_slugs" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_slug_unique" UNIQUE("slug");
