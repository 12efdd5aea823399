import { queryOptions } from "@tanstack/react-query";
// The table's parts hold paths and types only: the shared modules' zod schemas stay out of the storefront bundle.
import type { AnswerOf } from "@shared/api/contract";
import { catalogApi } from "@shared/api/catalog";
import { categoriesApi } from "@shared/api/categories";
import { checkoutApi } from "@shared/api/checkout";
import { contentApi } from "@shared/api/content";
import { queryKeyOf } from "./api";
import { PUBLIC_READ } from "./query-client";

// The public reads that more than one feature uses (the storefront shows them, the admin changes
// them): one factory each, so a key and its answer's type are written once. The query key is the
// URL path, fetched by the default query function.

/** GET /api/products: the catalogue. */
export const productsQuery = () =>
  queryOptions<AnswerOf<typeof catalogApi.list>>({ queryKey: queryKeyOf(catalogApi.list), meta: PUBLIC_READ });

/** GET /api/categories: the shop's collections in order (decision 056). */
export const categoriesQuery = () =>
  queryOptions<AnswerOf<typeof categoriesApi.list>>({ queryKey: queryKeyOf(categoriesApi.list), meta: PUBLIC_READ });

/** GET /api/site-content: the editable texts and pictures of the storefront. */
export const siteContentQuery = () =>
  queryOptions<AnswerOf<typeof contentApi.siteContent>>({
    queryKey: queryKeyOf(contentApi.siteContent),
    meta: PUBLIC_READ,
  });

/** GET /api/gallery: the active gallery items in display order. */
export const galleryQuery = () =>
  queryOptions<AnswerOf<typeof contentApi.gallery>>({ queryKey: queryKeyOf(contentApi.gallery), meta: PUBLIC_READ });

/** GET /api/config: the card provider's publishable key (null in manual payment mode), external sign-in. */
export const publicConfigQuery = () =>
  queryOptions<AnswerOf<typeof checkoutApi.config>>({ queryKey: queryKeyOf(checkoutApi.config), meta: PUBLIC_READ });
