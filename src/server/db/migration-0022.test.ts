import { describe, expect, it } from "vitest";
import { acrossMigration } from "../test/migrations-before";

// The hand-written migration 0022 (decision 060): the newsletter sign-ups kept before double opt-in
// become confirmed subscriptions, one per address, from the day it first signed up.

describe("migration 0022", () => {
  it("makes each address that signed up for the newsletter before it a confirmed subscription, once, from its first day", async () => {
    await acrossMigration(
      "0022_newsletter_signups_confirmed",
      `
        insert into contact_inquiries (name, email, message, inquiry_type, archived, created_at) values
          ('Ada', 'Ada@Example.com', '', 'newsletter', false, '2026-03-01T10:00:00Z'),
          ('Ada', 'ada@example.com', '', 'newsletter', false, '2026-05-01T10:00:00Z'),
          ('Bo', 'bo@example.com', '', 'newsletter', true, '2026-03-02T10:00:00Z'),
          ('Cy', 'cy@example.com', 'Hello', 'general', false, '2026-03-03T10:00:00Z');
        insert into subscriptions (email, topic, confirmed_at, created_at)
          values ('dee@example.com', 'newsletter', '2026-04-01T00:00:00Z', '2026-04-01T00:00:00Z');
        insert into contact_inquiries (name, email, message, inquiry_type, archived, created_at)
          values ('Dee', 'dee@example.com', '', 'newsletter', false, '2026-01-01T00:00:00Z');`,
      async (client) => {
        const { rows } = await client.query<{ email: string; topic: string; confirmed_at: Date; created_at: Date }>(
          "select email, topic, confirmed_at, created_at from subscriptions order by email",
        );
        expect(rows.map((r) => [r.email, r.topic, r.confirmed_at.toISOString(), r.created_at.toISOString()])).toEqual([
          // Two sign-ups of one address in two cases: one subscription, from the first.
          ["ada@example.com", "newsletter", "2026-03-01T10:00:00.000Z", "2026-03-01T10:00:00.000Z"],
          // Already subscribed: left as it was. An archived sign-up (taken off the list) and a message are not sign-ups.
          ["dee@example.com", "newsletter", "2026-04-01T00:00:00.000Z", "2026-04-01T00:00:00.000Z"],
        ]);
      },
    );
  });
});
