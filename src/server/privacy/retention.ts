import type { AnyColumn, SQL } from "drizzle-orm";
import type { Logger } from "pino";
import { readAttachments } from "@shared/inquiries";
import type { Storage } from "../infra/storage";
import type { ContentRepo } from "../content/content.repo";
import type { InquiriesRepo } from "../inquiries/inquiries.repo";

/** The moment `months` calendar months before `now` (UTC); the 31st of a shorter month is its last day. */
export function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at;
}

/**
 * The retention of messages (decision 065): general inquiries and custom requests that never became
 * a commission are deleted once older than the owner's period (the Site Content tab, 24 months by
 * default), with their attachments' files. Run hourly by bootstrap.ts, like the upload clean-up.
 */
export function messageRetention(deps: {
  inquiries: InquiriesRepo;
  content: Pick<ContentRepo, "siteContent">;
  /** commissions.repo's subquery: whether a custom order became a commission. */
  hasCommission: (inquiryId: AnyColumn) => SQL;
  storage: Storage;
  logger: Logger;
}) {
  return async function removeExpiredMessages(now = new Date()): Promise<number> {
    const { retentionMonths } = await deps.content.siteContent();
    const removed = await deps.inquiries.staleRemoved(monthsBefore(now, retentionMonths), deps.hasCommission);
    for (const attachment of removed.flatMap((row) => readAttachments(row.attachments))) {
      const key = deps.storage.keyFromUrl(attachment.url);
      // A file left behind is no record's: the hourly upload clean-up takes it.
      if (key) await deps.storage.delete(key).catch(() => undefined);
    }
    if (removed.length) deps.logger.info({ removed: removed.length }, "removed messages past their retention");
    return removed.length;
  };
}
