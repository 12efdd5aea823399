import type { Shape } from "./product";

/** A gallery item as GET /api/gallery answers it. */
export type GalleryImage = {
  id: string;
  imageUrl: string;
  title: string;
  description: string | null;
  shape: Shape | null;
  juiceGroove: boolean | null;
  displayOrder: number;
  isActive: boolean;
  createdAt: string;
};
