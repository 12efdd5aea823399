import type { Logger } from "pino";
import type { Page } from "@shared/admin-lists";
import type { CustomOrderBulk, InquiryBulk } from "@shared/bulk";
import type { z } from "zod";
import {
  type ConsentStatus,
  type ContactAnswer,
  type CustomOrderStatus,
  type Inquiry,
  type InquiryType,
  contactInquirySchema,
  customOrderUpdateSchema,
  NEWSLETTER_MESSAGE,
  parseCustomOrderDetails,
  readAttachments,
} from "@shared/inquiries";
import { NotFound } from "../errors";
import type { Mailer } from "../infra/mail";
import type { Storage } from "../infra/storage";
import { contentDisposition, storeAttachment } from "./attachment-files";
import { customOrderAcknowledgement, newInquiryNotice, type ReceivedInquiry } from "./inquiry-emails";
import type { InquiriesRepo, InquiryPageQuery, InquiryRow } from "./inquiries.repo";

type ContactInput = z.output<typeof contactInquirySchema>;
type CustomOrderUpdate = z.output<typeof customOrderUpdateSchema>;

export type InquiriesDeps = {
  repo: InquiriesRepo;
  storage: Storage;
  mailer: Mailer;
  logger: Logger;
  /** Where inquiry notices go (SHOP_EMAIL, else the contact email of the site content). */
  shopEmail: () => Promise<string>;
  /**
   * Commissions (decision 037): the money of listed custom orders. A status set by hand sets nothing
   * off: the owner asks for the balance with its own button (decision 080).
   */
  commissions?: {
    withMoney(items: Inquiry[]): Promise<Inquiry[]>;
  };
  /** The newsletter's consent (decision 060): a sign-up's confirmation email, and each address's status. */
  newsletter?: {
    signUpForNewsletter(email: string): Promise<void>;
    newsletterStatuses(emails: string[]): Promise<Map<string, ConsentStatus>>;
  };
};

const THANKS: Record<ContactInput["inquiryType"], string> = {
  general: "Thank you for your message. We'll get back to you soon.",
  newsletter: "Thank you for subscribing.",
  custom_order: "Thank you for your custom order request. We'll be in touch soon.",
};

function toInquiry(row: InquiryRow): Inquiry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    communicationPreference: row.communicationPreference,
    message: row.message,
    inquiryType: row.inquiryType,
    customOrderDetails: row.customOrderDetails,
    status: row.status,
    attachments: readAttachments(row.attachments),
    archived: row.archived,
    createdAt: row.createdAt.toISOString(),
  };
}

export function inquiriesService(deps: InquiriesDeps) {
  const { repo, mailer, logger } = deps;
  const found = (row: InquiryRow | undefined, what: string): Inquiry => {
    if (!row) throw new NotFound(`${what} not found`);
    return toInquiry(row);
  };

  /**
   * Keeps an inquiry with its emails, in one transaction (decision 042): the shop's notice and, for a
   * custom order, the requester's acknowledgement exist exactly when the inquiry does. A mail that
   * cannot be queued fails the request, and the sender can try again.
   */
  async function keep(values: Parameters<InquiriesRepo["insert"]>[0], mailed: (row: InquiryRow) => ReceivedInquiry) {
    // Read before the transaction opens: on PGlite a read beside it would wait for it.
    const shopEmail = await deps.shopEmail();
    await repo.transaction(async (tx) => {
      const inquiry = mailed(await repo.insert(values, tx));
      await mailer.send(newInquiryNotice(inquiry, shopEmail), tx);
      if (inquiry.inquiryType === "custom_order") await mailer.send(customOrderAcknowledgement(inquiry), tx);
    });
  }

  return {
    /** POST /api/contact. A filled honeypot gets the same answer and nothing is kept or sent. */
    async receive(input: ContactInput): Promise<ContactAnswer> {
      const answer = { message: THANKS[input.inquiryType] };
      if (input.website?.trim()) {
        logger.info({ inquiryType: input.inquiryType }, "contact message dropped: honeypot filled");
        return answer;
      }
      const base = { name: input.name, email: input.email };
      switch (input.inquiryType) {
        case "newsletter":
          await repo.subscribeOnce({ ...base, inquiryType: "newsletter", message: NEWSLETTER_MESSAGE });
          // Double opt-in (decision 060): the answer stays SPEC §7's; the confirmation link goes out besides.
          await deps.newsletter?.signUpForNewsletter(input.email);
          return answer;
        case "general": {
          await keep(
            { ...base, phone: input.phone || null, message: input.message, inquiryType: "general" },
            (row) => ({
              ...base,
              id: row.id,
              inquiryType: "general",
              phone: row.phone,
              message: row.message,
            }),
          );
          return answer;
        }
        case "custom_order": {
          const details = input.customOrderDetails ?? null;
          await keep(
            {
              ...base,
              phone: input.phone || null,
              communicationPreference: input.communicationPreference,
              message: input.message,
              inquiryType: "custom_order",
              customOrderDetails: details ? JSON.stringify(details) : null,
              status: "new inquiry",
            },
            (row) => ({
              ...base,
              id: row.id,
              inquiryType: "custom_order",
              phone: row.phone,
              communicationPreference: row.communicationPreference,
              message: row.message,
              details,
            }),
          );
          return answer;
        }
      }
    },

    /** One page of an admin list of inquiries: search, filters, sort (decision 026). */
    async page(type: InquiryType, archived: boolean, query: InquiryPageQuery): Promise<Page<Inquiry>> {
      const { items, total } = await repo.page(type, archived, query);
      const inquiries = items.map(toInquiry);
      const withMoney = type === "custom_order" && deps.commissions;
      if (type === "newsletter" && deps.newsletter) {
        const statuses = await deps.newsletter.newsletterStatuses(inquiries.map((i) => i.email));
        const consent = (email: string) => statuses.get(email.toLowerCase()) ?? "unconfirmed";
        return { items: inquiries.map((i) => ({ ...i, consent: consent(i.email) })), total };
      }
      return { items: withMoney ? await withMoney.withMoney(inquiries) : inquiries, total };
    },

    async setStatus(id: string, status: CustomOrderStatus): Promise<Inquiry> {
      return found(await repo.update(id, { status }, "custom_order"), "Custom order");
    },

    /** SPEC §5, Custom order edit: given fields replace, customOrderDetails merges into the stored JSON. */
    async update(id: string, changes: CustomOrderUpdate): Promise<Inquiry> {
      const row = await repo.modify(id, "custom_order", (current) => ({
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.email !== undefined && { email: changes.email }),
        ...(changes.phone !== undefined && { phone: changes.phone || null }),
        ...(changes.customOrderDetails && {
          customOrderDetails: JSON.stringify({
            ...(parseCustomOrderDetails(current.customOrderDetails) ?? {}),
            ...Object.fromEntries(Object.entries(changes.customOrderDetails).filter(([, v]) => v !== undefined)),
          }),
        }),
      }));
      return found(row, "Custom order");
    },

    /** Stores the file first (an unknown id is refused before that), then appends it to the list. */
    async attach(orderId: string, file: Express.Multer.File | undefined): Promise<Inquiry> {
      if (!(await repo.findById(orderId, "custom_order"))) throw new NotFound("Custom order not found");
      const stored = await storeAttachment(deps.storage, file);
      const attachment = { ...stored, uploadedAt: new Date().toISOString() };
      const row = await repo.modify(orderId, "custom_order", (current) => ({
        attachments: [...readAttachments(current.attachments), attachment],
      }));
      return found(row, "Custom order");
    },

    async archive(id: string, type?: InquiryType): Promise<Inquiry> {
      const what = type === "custom_order" ? "Custom order" : "Inquiry";
      return found(await repo.update(id, { archived: true }, type), what);
    },

    /**
     * POST /api/admin/custom-orders/bulk and /api/admin/inquiries/bulk: archive (or, for custom
     * orders, set the status of) every one of `ids`, all or nothing: an unknown id changes none and
     * is named in the 404 (decision 030). Answers the rows in the order of `ids`.
     */
    async bulk(type: "custom_order" | "general", input: CustomOrderBulk | InquiryBulk): Promise<Inquiry[]> {
      const changes = input.action === "archive" ? { archived: true } : { status: input.status };
      const rows = await repo.transaction(async (tx) => {
        const { missing, rows } = await repo.updateAll(input.ids, type, changes, tx);
        if (missing.length > 0) {
          const what = type === "custom_order" ? "Custom order" : "Inquiry";
          const plural = type === "custom_order" ? "Custom orders" : "Inquiries";
          throw new NotFound(
            `${missing.length === 1 ? what : plural} ${missing.join(", ")} not found. Nothing was changed.`,
          );
        }
        return rows;
      });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return input.ids.map((id) => toInquiry(byId.get(id)!));
    },

    /** An attachment's bytes with the headers that make a browser save it, never render it. */
    async download(url: string): Promise<{ data: Buffer; headers: Record<string, string> }> {
      const key = deps.storage.keyFromUrl(url);
      const file = key ? await deps.storage.get(key) : null;
      if (!file) throw new NotFound("File not found");
      const owner = await repo.findByAttachmentUrl(url);
      const name =
        readAttachments(owner?.attachments).find((a) => a.url === url)?.name ?? url.slice(url.lastIndexOf("/") + 1);
      return {
        data: file.data,
        headers: {
          "Content-Type": file.contentType,
          "Content-Disposition": contentDisposition(name),
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": "default-src 'none'; sandbox",
          "Cache-Control": "private, no-store",
        },
      };
    },
  };
}
export type InquiriesService = ReturnType<typeof inquiriesService>;
