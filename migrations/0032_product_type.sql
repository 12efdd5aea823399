ALTER TABLE "products" ADD COLUMN "product_type" text DEFAULT 'board' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_check" CHECK ("products"."product_type" in ('board', 'accessory'));--> statement-breakpoint
-- Hand-written (decision 082): the sample care products a shop was seeded with (oil, wax, the stand)
-- become accessories, as a new seed makes them; matched by their sample slug and photo, so a product
-- the owner made or changed into something else stays a board.
UPDATE "products" SET "product_type" = 'accessory'
WHERE ("slug", "image_url") IN (
  ('board-oil', '/images/boards/board-oil.webp'),
  ('board-wax', '/images/boards/board-wax.webp'),
  ('walnut-board-stand', '/images/boards/walnut-board-stand.webp')
);
