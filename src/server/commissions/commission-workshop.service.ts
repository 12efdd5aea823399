import type { z } from "zod";
import type { AdminCommission, progressUpdateSchema, shipCommissionSchema } from "@shared/commissions";
import { Conflict, Invalid } from "../errors";
import type { Tx } from "../db/tx";
import { carrierName, parcelOf } from "../shipping/parcel";
import type { CommissionContext } from "./commission-context";
import {
  balanceRequestEmail,
  taxLine,
  commissionDeliveredEmail,
  commissionShippedEmail,
  progressEmail,
} from "./commission-emails";
import { balanceCents, currentQuote, moneyFacts, paidPart } from "./commission-view";

/** The owner's side of the work once a quote is out: progress updates, the balance's request, shipping and delivery. */
export function commissionWorkshop(ctx: CommissionContext) {
  const { deps, now, customOrder, contactOf, howToPay, mail, adminView, withCommission } = ctx;
  const { repo, inquiries, links } = deps;

  /**
   * Asks for the balance left, in `tx` with the commission locked: the mark and the email commit
   * together (decision 042). `again`: a revised quote accepted after it was asked; nothing is sent
   * when no balance is left.
   */
  async function askForBalance(id: string, tx: Tx, options: { again?: boolean } = {}): Promise<void> {
    const record = (await repo.lock(id, null, tx))!;
    const cents = balanceCents(record) ?? 0;
    if (options.again && (cents <= 0 || !paidPart(record, "deposit") || paidPart(record, "balance"))) return;
    await repo.update(id, { balanceRequestedAt: now() }, tx);
    if (!options.again) await inquiries.advanceStatus(id, "product completed", tx);
    const quote = currentQuote(record)!;
    const contact = contactOf(await customOrder(id, tx), record.commission);
    const facts = { balanceCents: cents, totalCents: moneyFacts(record).totalCents, tax: taxLine(quote) };
    await mail(id, [balanceRequestEmail(contact, facts, await howToPay(tx))], tx);
  }

  return {
    /** POST …/commission/updates: a progress note with photos already uploaded; the customer is emailed. */
    async postUpdate(id: string, input: z.output<typeof progressUpdateSchema>): Promise<AdminCommission> {
      const inquiry = await customOrder(id);
      if (!(await repo.find(id))?.quotes.length)
        throw new Conflict("Send a quote first: the update's email links to the commission page.");
      for (const url of input.photos) {
        const key = deps.storage.keyFromUrl(url);
        if (!key || !(await deps.storage.get(key)))
          throw new Invalid("A photo was not found: upload it again", [{ path: "photos", message: "Photo not found" }]);
      }
      const absolute = input.photos.map((url) => new URL(url, links.origin()).toString());
      // The update and its email commit together (decision 042).
      await repo.transaction(async (tx) => {
        await repo.insertUpdate({ inquiryId: id, text: input.text, photos: input.photos }, tx);
        await mail(id, [progressEmail(contactOf(inquiry), input.text, absolute)], tx);
      });
      return adminView(id);
    },

    /**
     * POST …/commission/balance-request, 'Board finished — ask for the balance' (decision 080): the
     * balance is due, the stage moves to 'product completed' (forward only), and the customer is
     * emailed how much and how to pay, once: asking again answers unchanged.
     */
    async requestBalance(id: string): Promise<AdminCommission> {
      await customOrder(id);
      await withCommission(id, async (record, tx) => {
        if (record.commission.balanceRequestedAt) return;
        if (!currentQuote(record)!.acceptedAt) throw new Conflict("The customer has not accepted the quote yet.");
        if (!paidPart(record, "deposit"))
          throw new Conflict("Record the deposit first: the balance is asked for after it.");
        if (paidPart(record, "balance") || (balanceCents(record) ?? 0) <= 0)
          throw new Conflict("Nothing is left to pay on this commission.");
        await askForBalance(id, tx);
      });
      return adminView(id);
    },

    askForBalance,

    /** POST …/commission/ship: carrier and tracking as shop orders have them; the customer is emailed. */
    async ship(id: string, input: z.output<typeof shipCommissionSchema>): Promise<AdminCommission> {
      const inquiry = await customOrder(id);
      await withCommission(id, async (record, tx) => {
        if (!currentQuote(record)!.acceptedAt) throw new Conflict("The customer has not accepted the quote yet.");
        const changes = { carrier: carrierName(input.carrier), trackingNumber: input.trackingNumber || null };
        const c = record.commission;
        if (c.shippedAt && c.carrier === changes.carrier && c.trackingNumber === changes.trackingNumber) return;
        await repo.update(id, { ...changes, shippedAt: c.shippedAt ?? now() }, tx);
        await inquiries.advanceStatus(id, "order shipped", tx);
        await mail(id, [commissionShippedEmail(contactOf(inquiry), parcelOf(changes), c.deliveryAddress)], tx);
      });
      return adminView(id);
    },

    /** POST …/commission/deliver: once; the customer gets the thanks and the care instructions. */
    async deliver(id: string): Promise<AdminCommission> {
      const inquiry = await customOrder(id);
      await withCommission(id, async (record, tx) => {
        if (!record.commission.shippedAt) throw new Conflict("Ship the board first.");
        if (record.commission.deliveredAt) return;
        await repo.update(id, { deliveredAt: now() }, tx);
        await inquiries.advanceStatus(id, "order delivered", tx);
        await mail(id, [commissionDeliveredEmail(contactOf(inquiry))], tx);
      });
      return adminView(id);
    },
  };
}
