import type { Request, Response } from "express";
import { TOTAL_COUNT_HEADER, type ListQuery, type Page } from "@shared/admin-lists";

/**
 * The Link header of a paged list (RFC 8288): first, prev, next and last, as addresses relative to
 * the shop that keep every other parameter of the request. A page past the last has a prev (the
 * last page) and no next.
 */
function pageLinks(url: string, query: Pick<ListQuery, "page" | "pageSize">, total: number): string {
  const [path, search = ""] = url.split("?", 2);
  const last = Math.max(1, Math.ceil(total / query.pageSize));
  const to = (page: number, rel: string) => {
    const params = new URLSearchParams(search);
    params.set("page", String(page));
    return `<${path}?${params.toString()}>; rel="${rel}"`;
  };
  const links = [to(1, "first")];
  if (query.page > 1) links.push(to(Math.min(query.page - 1, last), "prev"));
  if (query.page < last) links.push(to(query.page + 1, "next"));
  links.push(to(last, "last"));
  return links.join(", ");
}

/**
 * Answers one page of an admin list: the JSON array SPEC §7 describes, the number of matching rows
 * in X-Total-Count and the other pages in Link (decision 026). Same-origin reads need no
 * Access-Control-Expose-Headers; compression leaves both headers as they are.
 */
export function sendPage<T>(
  req: Request,
  res: Response<T[]>,
  query: Pick<ListQuery, "page" | "pageSize">,
  page: Page<T>,
) {
  res
    .set({
      "Cache-Control": "no-store",
      [TOTAL_COUNT_HEADER]: String(page.total),
      Link: pageLinks(req.originalUrl, query, page.total),
    })
    .json(page.items);
}
