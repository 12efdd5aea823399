import { describe, expect, it } from "vitest";
import { acrossMigration } from "../test/migrations-before";

// The hand-written migration 0035: an order closed while its customer's request to cancel waited
// kept the request; closing now ends it, and the migration ends the ones left open before.

describe("migration 0035", () => {
  it("ends the cancellation requests of cancelled and failed orders, and keeps those of orders still open", async () => {
    await acrossMigration(
      "0035_closed_orders_keep_no_request",
      `
        insert into orders (id, customer_name, customer_email, shipping_address, items, total, payment_status,
                            cancellation_requested_at, cancellation_reason) values
          (1, 'Ada', 'ada@example.com', '1 Main St', '[]', 49, 'cancelled', '2026-11-20T10:00:00Z', 'Wrong size'),
          (2, 'Bo', 'bo@example.com', '1 Main St', '[]', 49, 'failed', '2026-11-20T10:00:00Z', null),
          (3, 'Cy', 'cy@example.com', '1 Main St', '[]', 49, 'manual', '2026-11-20T10:00:00Z', 'Changed my mind'),
          (4, 'Dee', 'dee@example.com', '1 Main St', '[]', 49, 'paid', '2026-11-20T10:00:00Z', null),
          (5, 'Eve', 'eve@example.com', '1 Main St', '[]', 49, 'refunded', '2026-11-20T10:00:00Z', null);`,
      async (client) => {
        const { rows } = await client.query<{ id: number; asked: boolean; reason: string | null }>(
          "select id, cancellation_requested_at is not null as asked, cancellation_reason as reason from orders order by id",
        );
        expect(rows).toEqual([
          { id: 1, asked: false, reason: null },
          { id: 2, asked: false, reason: null },
          // Still for the owner to answer: an unpaid order, a paid one, and one refunded without being cancelled.
          { id: 3, asked: true, reason: "Changed my mind" },
          { id: 4, asked: true, reason: null },
          { id: 5, asked: true, reason: null },
        ]);
      },
    );
  });
});
