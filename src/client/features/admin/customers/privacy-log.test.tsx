import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PrivacyLogEntry } from "@shared/privacy";
import { expectAccessible } from "@/test/axe";
import { renderWithProviders, stubFetch, type FetchCall } from "@/test/render";
import { PrivacyLog } from "./privacy-log";

/** The n-th newest entry of a log of downloads, with an id the list's schema takes. */
const entry = (n: number, fields: Partial<PrivacyLogEntry> = {}): PrivacyLogEntry => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  action: "export",
  actor: "customer",
  adminEmail: null,
  subjectRef: `${String(n).padStart(8, "0")}-1111-4111-8111-111111111111`,
  detail: "1 order, 0 messages",
  createdAt: new Date(Date.UTC(2026, 2, 1) - n * 60_000).toISOString(),
  ...fields,
});

/** GET /api/admin/privacy-log as the server answers it: one page of `log`, the total in X-Total-Count. */
function answerFrom(log: (params: URLSearchParams) => PrivacyLogEntry[]) {
  return (call: FetchCall) => {
    const params = new URL(call.url, "http://shop.test").searchParams;
    const matching = log(params);
    const page = Number(params.get("page") ?? 1);
    const items = matching.slice((page - 1) * 50, page * 50);
    return new Response(JSON.stringify(items), {
      headers: { "Content-Type": "application/json", "X-Total-Count": String(matching.length) },
    });
  };
}

const LOG = Array.from({ length: 120 }, (_, i) => entry(i + 1));
const DELETION = entry(130, { action: "delete", actor: "owner", adminEmail: "owner@example.com" });
const paramsOf = (call: FetchCall) => Object.fromEntries(new URL(call.url, "http://shop.test").searchParams);

describe("PrivacyLog: the Customers tab's privacy log, paged and filtered (issue 39, decision 071)", () => {
  it("pages 50 at a time, the pages after the first anchored at the newest entry the first showed", async () => {
    const calls = stubFetch(answerFrom(() => LOG));
    const { user, location } = renderWithProviders(<PrivacyLog />, { path: "/admin?tab=customers" });
    const log = await screen.findByRole("region", { name: "Privacy log" });
    expect(await within(log).findByText("Showing 1–50 of 120")).toBeTruthy();
    expect(within(log).getByText("Page 1 of 3")).toBeTruthy();
    expect(within(log).getAllByRole("listitem")).toHaveLength(50);
    expect(within(log).queryByRole("combobox", { name: "Sort by" })).toBeNull();
    await expectAccessible(log);

    await user.click(within(log).getByRole("button", { name: "Next" }));
    expect(await within(log).findByText("Showing 51–100 of 120")).toBeTruthy();
    expect(paramsOf(calls[calls.length - 1])).toEqual({ page: "2", upTo: LOG[0].id });
    expect(location.history.at(-1)).toBe(`/admin?tab=customers&log.page=2&log.upTo=${LOG[0].id}`);

    await user.click(within(log).getByRole("button", { name: "Next" }));
    expect(await within(log).findByText("Showing 101–120 of 120")).toBeTruthy();
    expect(paramsOf(calls[calls.length - 1])).toEqual({ page: "3", upTo: LOG[0].id });

    // Back on the first page, the newest entries show again: no anchor.
    await user.click(within(log).getByRole("button", { name: "Previous" }));
    await user.click(within(log).getByRole("button", { name: "Previous" }));
    expect(await within(log).findByText("Showing 1–50 of 120")).toBeTruthy();
    expect(location.history.at(-1)).toBe("/admin?tab=customers");
  });

  it("filters by action, who acted and a search, says when nothing matches, and clears", async () => {
    const calls = stubFetch(
      answerFrom((params) =>
        [...LOG, DELETION].filter(
          (e) =>
            (!params.get("action") || e.action === params.get("action")) &&
            (!params.get("actor") || e.actor === params.get("actor")) &&
            (!params.get("q") || e.subjectRef.startsWith(params.get("q")!)),
        ),
      ),
    );
    const { user, location } = renderWithProviders(<PrivacyLog />, {
      path: `/admin?tab=customers&log.page=2&log.upTo=${LOG[0].id}`,
    });
    const log = await screen.findByRole("region", { name: "Privacy log" });
    expect(await within(log).findByText("Showing 51–100 of 121")).toBeTruthy();

    // A filter starts again from the first page, without the anchor.
    await user.click(within(log).getByRole("combobox", { name: "Action" }));
    await user.click(await screen.findByRole("option", { name: "Deletions" }));
    expect(await within(log).findByText("Showing 1–1 of 1")).toBeTruthy();
    expect(paramsOf(calls[calls.length - 1])).toEqual({ action: "delete" });
    expect(location.history.at(-1)).toBe("/admin?tab=customers&log.action=delete");
    const [item] = within(log).getAllByRole("listitem");
    expect(item.textContent).toContain("Account deleted by owner@example.com");
    expect(item.textContent).toContain(`account ref. ${DELETION.subjectRef.slice(0, 8)}`);

    await user.click(within(log).getByRole("combobox", { name: "By" }));
    await user.click(await screen.findByRole("option", { name: "An admin" }));
    await waitFor(() => expect(paramsOf(calls[calls.length - 1])).toEqual({ action: "delete", actor: "owner" }));
    expect(within(log).getByText("Showing 1–1 of 1")).toBeTruthy();

    await user.type(within(log).getByRole("searchbox"), "99999999");
    expect(await within(log).findByText("No matches")).toBeTruthy();
    expect(paramsOf(calls[calls.length - 1])).toEqual({ action: "delete", actor: "owner", q: "99999999" });
    await expectAccessible(log);

    await user.click(within(log).getByRole("button", { name: "Clear filters" }));
    expect(await within(log).findByText("Showing 1–50 of 121")).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe("/admin?tab=customers"));
  });

  it("says so when nothing has been logged yet", async () => {
    stubFetch(answerFrom(() => []));
    renderWithProviders(<PrivacyLog />, { path: "/admin?tab=customers" });
    expect(await screen.findByText("Nothing logged yet")).toBeTruthy();
    expect(screen.getByText("Data downloads and account deletions will appear here.")).toBeTruthy();
  });
});
