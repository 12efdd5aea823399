import type { CustomOrderStatus } from "@shared/inquiries";
import type { CommissionView } from "@shared/commissions";

// SPEC §4's eight custom-order stages, told to the customer as six steps. The stage alone cannot say
// whether the quote was accepted (it stays 'consultation complete' until the deposit arrives), and
// the owner may set any stage by hand, so the page also reads what has actually happened: a paid
// part, a parcel, a delivery. The furthest of the two wins.

export const COMMISSION_STEPS = [
  { label: "Quote", now: "Your quote is ready for you to look over and accept." },
  { label: "Deposit", now: "Once your deposit arrives, we choose your lumber and start." },
  { label: "In the workshop", now: "Your board is being made by hand. Photos follow below as it takes shape." },
  { label: "Final payment", now: "Your board is finished. The balance is all that is left before it ships." },
  { label: "Shipped", now: "Fully paid, thank you! We are packing your board for its journey." },
  { label: "Delivered", now: "Your board is on its way to you." },
] as const;

type StepState = "done" | "current" | "upcoming";

/** How many of the six steps each stage has completed. */
const STEPS_DONE: Record<CustomOrderStatus, number> = {
  "new inquiry": 0,
  "consultation complete": 0,
  "deposit received": 2,
  "in progress": 2,
  "product completed": 3,
  "final payment received": 4,
  "order shipped": 5,
  "order delivered": 6,
};

type ProgressFacts = Pick<CommissionView, "stage" | "deposit" | "balance" | "shipment" | "deliveredAt"> & {
  quote: Pick<CommissionView["quote"], "state">;
};

/** How many steps are done (0–6); the step at that index is the current one, none when all are done. */
export function stepsDone(view: ProgressFacts): number {
  const facts = [
    STEPS_DONE[view.stage] ?? 0,
    view.quote.state === "accepted" ? 1 : 0,
    view.deposit.paidAt ? 2 : 0,
    view.balance.paidAt ? 4 : 0,
    view.shipment ? 5 : 0,
    view.deliveredAt ? 6 : 0,
  ];
  return Math.max(...facts);
}

/** Each step with where it stands. */
export function commissionSteps(view: ProgressFacts): { label: string; state: StepState }[] {
  const done = stepsDone(view);
  return COMMISSION_STEPS.map((step, i) => ({
    label: step.label,
    state: i < done ? "done" : i === done ? "current" : "upcoming",
  }));
}

/** A short sentence on what is happening now. */
export function currentStepText(view: ProgressFacts): string {
  const done = stepsDone(view);
  return done >= COMMISSION_STEPS.length
    ? "Your board has arrived. We hope it serves you well for years to come."
    : COMMISSION_STEPS[done].now;
}

/** A stage in a customer's words, for the dashboard's badge. */
const STAGE_LABELS: Record<CustomOrderStatus, string> = {
  "new inquiry": "Request received",
  "consultation complete": "Quote ready",
  "deposit received": "Deposit received",
  "in progress": "In the workshop",
  "product completed": "Finished",
  "final payment received": "Paid in full",
  "order shipped": "Shipped",
  "order delivered": "Delivered",
};

/** The stage's label; a stored value outside SPEC §4's list reads as it is. */
export function stageLabel(stage: string): string {
  return (STAGE_LABELS as Record<string, string>)[stage] ?? stage;
}
