import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Executor } from "../db/tx";
import { stripeEvents } from "../db/schema";

/** The Stripe webhook events already handled, so a repeated delivery changes nothing twice. */
export function paymentEventsRepo(db: Db) {
  return {
    async eventSeen(id: string): Promise<boolean> {
      return (await db.$count(stripeEvents, eq(stripeEvents.id, id))) > 0;
    },
    /** Records a webhook event; false when it was recorded before (a repeated delivery). */
    async recordEvent(event: { id: string; type: string }, ex: Executor = db): Promise<boolean> {
      const recorded = await ex
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning();
      return recorded.length > 0;
    },
  };
}
export type PaymentEventsRepo = ReturnType<typeof paymentEventsRepo>;
