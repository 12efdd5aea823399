import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Campaign } from "@shared/marketing";
import { renderWithProviders } from "@/test/render";
import { CampaignRow } from "./campaign-row";

const campaign = (fields: Partial<Campaign>): Campaign => ({
  id: "c1",
  subject: "Autumn at the workshop",
  body: "Two new boards.",
  productIds: [],
  status: "sending",
  ratePerMinute: 120,
  queuedAt: "2026-11-30T10:00:00.000Z",
  finishedAt: null,
  createdAt: "2026-11-29T10:00:00.000Z",
  updatedAt: "2026-11-30T10:00:00.000Z",
  progress: { recipients: 4, waiting: 2, queued: 1, sent: 1, failed: 0, unsubscribed: 0 },
  ...fields,
});

const shown = (fields: Partial<Campaign>) => {
  renderWithProviders(
    <ul>
      <CampaignRow campaign={campaign(fields)} onEdit={() => {}} />
    </ul>,
  );
  return screen.getByRole("listitem");
};

// The Newsletter tab's journey cannot count on seeing "Sending": a campaign of two readers is handed
// to the mail queue at the next look at the due batches (every 5 s), and sent from there at once.
describe("a campaign's row", () => {
  it("says 'Sending' while recipients wait for their batch, with its progress and pause", () => {
    const row = shown({ status: "sending" });
    within(row).getByText("Sending", { exact: true });
    const progress = within(row).getByRole("progressbar", { name: "Progress of Autumn at the workshop" });
    expect(progress.getAttribute("aria-valuenow")).toBe("25");
    within(row).getByText("Sent November 30, 2026 · 120 a minute");
    within(row).getByRole("button", { name: /Pause/ });
  });

  it("still says 'Sending' once every recipient is handed to the mail queue, while the mails wait there", () => {
    const row = shown({
      status: "sent",
      progress: { recipients: 2, waiting: 0, queued: 2, sent: 0, failed: 0, unsubscribed: 0 },
    });
    within(row).getByText("Sending", { exact: true });
    // Only the results' term: no status says "Sent" of mails not sent yet.
    expect(within(row).getAllByText("Sent", { exact: true })).toHaveLength(1);
    expect(within(row).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("0");
    // Nothing is left for a batch to hold back.
    expect(within(row).queryByRole("button", { name: /Pause/ })).toBeNull();
  });

  it("says 'Sent' once the queue has sent or given up on every mail", () => {
    const row = shown({
      status: "sent",
      progress: { recipients: 3, waiting: 0, queued: 0, sent: 2, failed: 1, unsubscribed: 0 },
    });
    expect(within(row).queryByText("Sending", { exact: true })).toBeNull();
    // The status, and the results' term beside its count.
    expect(within(row).getAllByText("Sent", { exact: true })).toHaveLength(2);
    expect(within(row).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
  });
});
