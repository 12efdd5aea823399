import { uuidIdSchema } from "@shared/fields";
import { reviewPageQuerySchema } from "@shared/reviews";
import type { ReviewsService } from "./reviews.service";

const BOARD = /^\/api\/reviews\/boards\/([^/?]+)$/;

/**
 * The review reads a page rendered on the server may ask for (decision 020): the shop's and a
 * board's approved reviews, as GET /api/reviews and /api/reviews/boards/:productId answer them.
 */
export function reviewReads(reviews: ReviewsService) {
  return (url: string): Promise<unknown> | undefined => {
    const [path, search = ""] = url.split("?");
    const query = reviewPageQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
    if (!query.success) return undefined;
    if (path === "/api/reviews") return reviews.shopPage(query.data.page);
    const board = BOARD.exec(path);
    const productId = board ? uuidIdSchema.safeParse(decodeURIComponent(board[1])) : undefined;
    return productId?.success ? reviews.boardPage(productId.data, query.data.page) : undefined;
  };
}
