import type { CustomOrderDetails } from "@shared/inquiries";
import type { MailMessage } from "../infra/mail";
import { textEmailHtml } from "../infra/email-html";
import { greeting } from "../mail/greeting";

export type ReceivedInquiry = {
  id: string;
  inquiryType: "general" | "custom_order";
  name: string;
  email: string;
  phone?: string | null;
  communicationPreference?: string | null;
  message: string;
  details?: CustomOrderDetails | null;
};

const orNone = (value: string | null | undefined) => (value && value.trim() ? value : "not given");

/** What the requester asked for, in the words of the custom order form. */
function specification(inquiry: ReceivedInquiry): string[] {
  const d = inquiry.details ?? {};
  return [
    `  Dimensions: ${orNone(d.dimensions)}`,
    `  Wood: ${orNone(d.woodType)}`,
    `  Special requests: ${orNone(d.specialRequests ?? inquiry.message)}`,
    `  Preferred contact: ${orNone(inquiry.communicationPreference)}`,
  ];
}

/** To the shop: a new custom-order request or message (newsletter sign-ups are not announced). */
export function newInquiryNotice(inquiry: ReceivedInquiry, shopEmail: string): MailMessage {
  const custom = inquiry.inquiryType === "custom_order";
  const who = `${inquiry.name} <${inquiry.email}>${inquiry.phone ? `, ${inquiry.phone}` : ""}`;
  const text = [
    custom ? "A new custom order request arrived." : "A new message arrived from the contact form.",
    "",
    `From: ${who}`,
    "",
    ...(custom ? ["Request:", ...specification(inquiry), ""] : []),
    ...(inquiry.message ? ["Message:", inquiry.message, ""] : []),
    custom ? "It is in the admin area under Custom Orders." : "It is in the admin area under General Inquiries.",
  ].join("\n");
  const subject = custom ? `New custom order request from ${inquiry.name}` : `New message from ${inquiry.name}`;
  return { to: shopEmail, subject, text, html: textEmailHtml(text), replyTo: inquiry.email };
}

const CONTACT_BY: Record<string, string> = { email: "by email", phone: "by phone", text: "by text message" };

/**
 * To the requester of a custom order: we have it, and what happens next. Anyone can type any
 * address into the form, so this mail repeats nothing the sender wrote (decision 046): the name
 * only when it holds nothing a mail client could link, never the request's words. It is an
 * automatic mail, capped per recipient by shopMailer.
 */
export function customOrderAcknowledgement(inquiry: ReceivedInquiry): MailMessage {
  const contactBy = CONTACT_BY[inquiry.communicationPreference ?? ""] ?? "the way you prefer";
  const text = [
    greeting(inquiry.name),
    "",
    "Thank you for your custom board request at Grain & Groove. It is with us, and we will read it carefully.",
    "",
    "What's next?",
    `  - Consultation: we review your request and contact you ${contactBy}.`,
    "  - Design approval, crafting and delivery follow once you are happy with the plan.",
    "",
    "Questions or a drawing to add? Just reply to this email.",
    "",
    "Grain & Groove",
  ].join("\n");
  return {
    to: inquiry.email,
    subject: "We received your custom board request",
    text,
    html: textEmailHtml(text),
    kind: "automatic",
  };
}
