import { useCallback } from "react";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "wouter";
import type { z } from "zod";
import { ANCHOR_PARAM, isViewParam, TOTAL_COUNT_HEADER } from "@shared/admin-lists";
import type { AnswerOf, ApiCall } from "@shared/api/contract";
import { throwIfNotOk } from "@/lib/api";
import type { ListQuery } from "./admin-panel";

// The admin's lists read one page at a time, with the owner's search, filters, sort and page kept
// in the address, so a reload or a shared link shows the same rows (decision 032).

/** One page of a list: its rows, and how many rows match in all (the X-Total-Count header). */
type ListPage<T> = { items: T[]; total: number };

/** The parameters of a list as the address and the call carry them: text, only those given. */
type ListParams = Readonly<Record<string, string>>;

/** The parameters a list's schema reads; its output has the defaults (page 1, the first sort). */
type ListSchema = z.ZodType<{ page: number; pageSize: number; sort: string }, Record<string, unknown>>;

type AdminListDefinition<T> = {
  path: string;
  schema: ListSchema;
  /** Every page and filter of the list: what a write refreshes. */
  key: readonly [string];
  query: (params: ListParams) => ReturnType<typeof pageQuery<T>>;
  /** For a list whose pages are anchored (decision 071): the anchor a row gives, its id. */
  anchorOf?: (row: T) => string;
};

function pageQuery<T>(path: string, params: ListParams) {
  return queryOptions<ListPage<T>>({
    queryKey: [path, params],
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams(params).toString();
      const res = await fetch(search ? `${path}?${search}` : path, { credentials: "include", signal });
      await throwIfNotOk(res);
      const items = (await res.json()) as T[];
      return { items, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length) };
    },
  });
}

/** A list call's row: the table's answer is an array of them. */
type RowOf<C> = AnswerOf<C> extends readonly (infer T)[] ? T : never;

/**
 * An admin list: its call of the table (SPEC §7), the shared schema of its parameters, and its cache
 * key. `anchorOf` anchors its pages: leaving the first page keeps the newest row it showed in the
 * address, so that rows arriving meanwhile move no row to another page (decision 071).
 */
export function defineAdminList<C extends ApiCall<"GET", string, readonly unknown[]>>(
  call: C,
  schema: ListSchema,
  options: { anchorOf?: (row: RowOf<C>) => string } = {},
): AdminListDefinition<RowOf<C>> {
  const { path } = call;
  return { path, schema, key: [path], query: (params) => pageQuery<RowOf<C>>(path, params), ...options };
}

/**
 * The parameters of the address that the list's schema accepts. A value the schema refuses (an
 * edited or old link) is left out, as is a parameter it does not know, so the list still loads.
 */
export function validListParams(schema: ListSchema, given: ListParams): ListParams {
  const params: Record<string, string> = { ...given };
  for (let tries = 0; tries <= Object.keys(given).length; tries++) {
    const parsed = schema.safeParse(params);
    if (parsed.success) return params;
    for (const issue of parsed.error.issues) {
      const keys = issue.code === "unrecognized_keys" ? issue.keys : issue.path.slice(0, 1).map(String);
      for (const key of keys) delete params[key];
    }
  }
  return {};
}

/** The admin's open tab, in the address beside the lists' parameters (pages/admin.tsx). */
export const TAB_PARAM = "tab";

/** What the toolbar and pager of a list need: the parameters, the page read and how to change them. */
export type ListControls = {
  params: ListParams;
  page: number;
  pageSize: number;
  /** Rows matching the search and filters; undefined until the first page arrives. */
  total: number | undefined;
  /** A search or a filter narrows the list (not the sort or the page). */
  isFiltered: boolean;
  /** Sets parameters (undefined or "" removes one) and goes back to page 1, unless `page` is given. */
  set: (patch: Record<string, string | undefined>, options?: { replace?: boolean }) => void;
  /** Removes the search and every filter, keeping the sort (and goes back to page 1). */
  clear: () => void;
};

/**
 * One admin list on the page: its parameters read from the address (`prefix` tells two lists of one
 * tab apart, as on Archived), the page they name, and the controls that change the address.
 * The rows of the page before stay on screen while the next one loads.
 */
export function useAdminList<T>(
  list: AdminListDefinition<T>,
  prefix = "",
): { query: ListQuery<T> & { data: T[] | undefined }; controls: ListControls } {
  const [search, setSearch] = useSearchParams();
  const given: Record<string, string> = {};
  for (const [name, value] of search) {
    if (name === TAB_PARAM || !name.startsWith(prefix)) continue;
    given[name.slice(prefix.length)] = value;
  }
  const params = validListParams(list.schema, given);
  const parsed = list.schema.parse(params);
  const result = useQuery({ ...list.query(params), placeholderData: keepPreviousData });
  // What the first page shows first (not the rows of another search still on screen while it loads).
  const newest = parsed.page === 1 && !result.isPlaceholderData ? result.data?.items[0] : undefined;
  const anchor = newest && list.anchorOf?.(newest);

  const set = useCallback<ListControls["set"]>(
    (patch, options) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (!("page" in patch)) next.delete(`${prefix}page`);
        for (const [name, value] of Object.entries(patch)) {
          if (value) next.set(`${prefix}${name}`, value);
          else next.delete(`${prefix}${name}`);
        }
        // The first page always shows the newest rows; the pages after it keep the anchor it gave.
        const anchorName = `${prefix}${ANCHOR_PARAM}`;
        if (Number(next.get(`${prefix}page`) ?? 1) <= 1) next.delete(anchorName);
        else if (anchor && !next.has(anchorName)) next.set(anchorName, anchor);
        return next;
      }, options),
    [setSearch, prefix, anchor],
  );

  return {
    query: { ...result, data: result.data?.items },
    controls: {
      params,
      page: parsed.page,
      pageSize: parsed.pageSize,
      total: result.data?.total,
      isFiltered: Object.keys(params).some((name) => !isViewParam(name)),
      set,
      clear: () =>
        set(Object.fromEntries(Object.keys(params).flatMap((name) => (isViewParam(name) ? [] : [[name, undefined]])))),
    },
  };
}
