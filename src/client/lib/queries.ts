import { queryOptions } from "@tanstack/react-query";
// Types only: the shared modules' zod schemas stay out of the storefront bundle.
import type { PublicConfig } from "@shared/checkout";
import type { GalleryImage } from "@shared/gallery";
import type { Product } from "@shared/product";
import type { SiteContent } from "@shared/site-content";
import { PUBLIC_READ } from "./query-client";

// The public reads that more than one feature uses (the storefront shows them, the admin changes
// them): one factory each, so a key and its answer's type are written once. The query key is the
// URL path, fetched by the default query function.

/** GET /api/products: the catalogue. */
export const productsQuery = () => queryOptions<Product[]>({ queryKey: ["/api/products"], meta: PUBLIC_READ });

/** GET /api/site-content: the editable texts and pictures of the storefront. */
export const siteContentQuery = () => queryOptions<SiteContent>({ queryKey: ["/api/site-content"], meta: PUBLIC_READ });

/** GET /api/gallery: the active gallery items in display order. */
export const galleryQuery = () => queryOptions<GalleryImage[]>({ queryKey: ["/api/gallery"], meta: PUBLIC_READ });

/** GET /api/config: the card provider's publishable key (null in manual payment mode), external sign-in. */
export const publicConfigQuery = () => queryOptions<PublicConfig>({ queryKey: ["/api/config"], meta: PUBLIC_READ });
