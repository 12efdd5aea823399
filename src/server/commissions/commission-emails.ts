import { greeting } from "../mail/greeting";
import { CARE_INSTRUCTIONS } from "@shared/care";
import { formatCents } from "@shared/money";
import { CARD_REFUND_DELAY } from "@shared/refunds";
import { orderTaxLabel } from "@shared/tax";
import { emailButton, emailCard, escapeHtml, LINK_STYLE, paragraphsHtml } from "../infra/email-html";
import type { MailMessage } from "../infra/mail";
import type { Parcel } from "../shipping/parcel";
import { careBoxHtml, trackingButton, trackingLines } from "../shipping/parcel-email-html";

/**
 * Who the emails of one commission are about, where its private page is, and the reference a
 * transfer carries ("C-1042", decision 080; null only for a custom order with no quote yet).
 */
export type CommissionContact = { name: string; email: string; link: string; reference: string | null };

/** How the customer can pay a part (decision 080): by card on the page (Stripe), and as the owner's note says. */
export type HowToPay = { card: boolean; paymentNote: string };

const SIGNATURE = "Grain & Groove";

/**
 * An email of the commission: paragraphs, then the button to the private page (the text part
 * spells the address out), then the closing paragraphs.
 */
function commissionEmail(
  to: string,
  subject: string,
  parts: { before: string[]; link?: { url: string; label: string }; after?: string[]; extraHtml?: string },
): MailMessage {
  const after = parts.after ?? ["Questions? Just reply to this email."];
  const text = [
    ...parts.before,
    ...(parts.link ? [`${parts.link.label}: ${parts.link.url}`] : []),
    ...after,
    SIGNATURE,
  ].join("\n\n");
  const html = emailCard(
    [
      paragraphsHtml(parts.before),
      parts.extraHtml ?? "",
      parts.link ? emailButton(parts.link.url, parts.link.label) : "",
      paragraphsHtml(after),
    ].join(""),
  );
  return { to, subject, text, html };
}

const money = (cents: number) => formatCents(cents);

type QuoteFacts = {
  version: number;
  priceCents: number;
  depositCents: number;
  estimatedCompletion: string;
  message: string;
  expiresAt: Date;
};

/** A quote's sales tax as kept on it once accepted (decision 064). */
type QuoteTaxFacts = { taxCents: number; taxState: string | null; taxRate: string | null };
/** The sales tax line a balance carries: "Tax (WA 6.5%)" and its cents. */
type TaxLine = { label: string; cents: number };

/** The tax line of an accepted quote; null where no tax was collected. */
export function taxLine(quote: QuoteTaxFacts): TaxLine | null {
  const label = orderTaxLabel(quote);
  return label ? { label, cents: quote.taxCents } : null;
}

/** "This includes Tax (WA 6.5%): $29.25.": what a balance says of the tax in it; nothing without tax. */
const includes = (tax: TaxLine | null) => (tax ? [`This includes ${tax.label}: ${money(tax.cents)}.`] : []);

const day = (iso: string | Date) =>
  new Date(typeof iso === "string" ? `${iso}T12:00:00Z` : iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * To the customer: the quote (or a revised one) and the link to accept it. Where the shop collects
 * sales tax (`taxed`), the balance says the tax of the delivery state is added to it.
 */
export function quoteEmail(
  to: CommissionContact,
  quote: QuoteFacts,
  depositPaidCents: number,
  taxed = false,
): MailMessage {
  const revised = quote.version > 1;
  const deposit = depositPaidCents
    ? `Deposit already paid: ${money(depositPaidCents)}`
    : `Deposit to start: ${money(quote.depositCents)}`;
  return commissionEmail(to.email, revised ? "Your revised quote for a custom board" : "Your custom board quote", {
    before: [
      greeting(to.name),
      revised
        ? "We have revised the quote for your custom board. Here is the new one:"
        : "Thank you for your patience. Here is our quote for your custom board:",
      [
        `Price: ${money(quote.priceCents)}`,
        deposit,
        `Balance on completion: ${money(quote.priceCents - quote.depositCents)}${taxed ? ", plus the sales tax of your delivery state" : ""}`,
        `Estimated completion: ${day(quote.estimatedCompletion)}`,
        ...(to.reference ? [`Reference: ${to.reference}`] : []),
      ].join("\n"),
      ...(quote.message ? [quote.message] : []),
      `Please read it and accept it on your commission page by ${day(quote.expiresAt)}. This link is yours alone: keep it, it is where you will follow your board's progress.`,
    ],
    link: { url: to.link, label: "View your quote" },
  });
}

/** To the shop: the customer accepted the quote. */
export function acceptedNotice(
  shopEmail: string,
  customer: CommissionContact,
  quote: QuoteFacts & QuoteTaxFacts,
): MailMessage {
  const tax = taxLine(quote);
  return commissionEmail(shopEmail, `${customer.name} accepted quote v${quote.version}`, {
    before: [
      `${customer.name} <${customer.email}> accepted quote v${quote.version} of their custom board: ${money(quote.priceCents)}, deposit ${money(quote.depositCents)}${tax ? `, ${tax.label} ${money(tax.cents)} with the balance` : ""}.`,
      `The deposit is now due${customer.reference ? `, with the reference ${customer.reference}` : ""}. It is in the admin area under Custom Orders.`,
    ],
    after: [],
  });
}

/**
 * How to pay a part, in the words of the acceptance and the balance's emails: by card on the page
 * when Stripe is on, and the owner's note (a transfer, Venmo…) with the reference to write on it.
 */
function howToPayLines(reference: string | null, pay: HowToPay): string[] {
  const note = pay.paymentNote.trim();
  const lines: string[] = [];
  if (pay.card) lines.push("You can pay it by card on your commission page: the button below takes you there.");
  if (note) lines.push(pay.card ? `Or pay another way:\n${note}` : `How to pay:\n${note}`);
  else if (!pay.card) lines.push("We'll be in touch about how to pay.");
  if (reference && (note || !pay.card))
    lines.push(`Please write the reference ${reference} with your payment, so we can match it to your board.`);
  return lines;
}

/** What the balance and the total come to, for the emails: "Total with tax: $479.25 (Tax (WA 6.5%): $29.25)". */
function totalLine(totalCents: number, tax: TaxLine | null): string {
  return tax
    ? `Total with tax: ${money(totalCents)} (${tax.label}: ${money(tax.cents)})`
    : `Total: ${money(totalCents)}`;
}

/**
 * To the customer: they accepted the quote; how to pay the deposit now (decision 080): its amount,
 * the total with tax, the reference, the owner's payment note and, with Stripe, the card.
 */
export function acceptedEmail(
  to: CommissionContact,
  quote: Pick<QuoteFacts, "version" | "depositCents"> & { totalCents: number; tax: TaxLine | null },
  pay: HowToPay,
): MailMessage {
  return commissionEmail(to.email, "Quote accepted: how to pay your deposit", {
    before: [
      greeting(to.name),
      `Thank you for accepting quote v${quote.version} for your custom board. We can't wait to start on it.`,
      [
        `Deposit due now: ${money(quote.depositCents)}`,
        totalLine(quote.totalCents, quote.tax),
        ...(to.reference ? [`Reference: ${to.reference}`] : []),
      ].join("\n"),
      ...howToPayLines(to.reference, pay),
      "Once the deposit arrives, we choose your lumber and your board goes on the bench. You'll get a receipt.",
    ],
    link: { url: to.link, label: pay.card ? "Pay the deposit by card" : "View your commission" },
  });
}

const PART = { deposit: "deposit", balance: "final payment" } as const;

/** A part paid: its kind, its amount, and the sales tax in it (a balance's, decision 064). */
type PaidPart = { kind: "deposit" | "balance"; amountCents: number; tax: TaxLine | null };

/** To the customer: their deposit or final payment arrived, with its receipt (decision 080). */
export function paymentReceivedEmail(
  to: CommissionContact,
  { kind, amountCents, tax }: PaidPart,
  estimatedCompletion: string,
  receiptUrl: string,
): MailMessage {
  const next =
    kind === "deposit"
      ? `Your board now goes into the workshop. We expect it to be finished by ${day(estimatedCompletion)}, and we will post photos of its progress on your commission page.`
      : "Your board is paid in full. We will let you know as soon as it is on its way to you.";
  return commissionEmail(
    to.email,
    kind === "deposit" ? "Deposit received: your board is on the bench" : "Final payment received: thank you",
    {
      before: [
        greeting(to.name),
        `We received your ${PART[kind]} of ${money(amountCents)}${to.reference ? ` for ${to.reference}` : ""}. Thank you!`,
        ...includes(tax),
        `Your receipt (PDF): ${receiptUrl}`,
        next,
      ],
      link: { url: to.link, label: "Follow your commission" },
    },
  );
}

/** To the shop: a deposit or final payment arrived. */
export function paymentReceivedNotice(
  shopEmail: string,
  customer: CommissionContact,
  { kind, amountCents, tax }: PaidPart,
  via: "card" | "manual",
): MailMessage {
  return commissionEmail(
    shopEmail,
    `${PART[kind] === "deposit" ? "Deposit" : "Final payment"} received from ${customer.name}`,
    {
      before: [
        `The ${PART[kind]} of ${money(amountCents)} for ${customer.name}'s custom board${customer.reference ? ` (${customer.reference})` : ""} was ${via === "card" ? "paid by card" : "recorded as received"}.`,
        ...includes(tax),
        kind === "deposit"
          ? "The commission moved to 'deposit received'. Time to start the board."
          : "The commission moved to 'final payment received'. It is ready to ship.",
      ],
      after: [],
    },
  );
}

/**
 * Why a card payment of a commission was given back instead of recorded (decision 037): its quote
 * was revised before it was paid, its amount is not what is due now, or the part was already paid.
 */
export type PaymentRefundReason = "revised" | "amount" | "paid";

const REFUNDED_BECAUSE: Record<PaymentRefundReason, { customer: string; owner: string }> = {
  revised: {
    customer: "the quote for your board had been revised",
    owner: "the quote it was started for had been revised",
  },
  amount: { customer: "it no longer matched what is due", owner: "its amount was no longer what is due" },
  paid: { customer: "this part had already been paid", owner: "this part had already been recorded as paid" },
};

/** To the customer: a card payment came after its quote changed (or twice) and went back in full. */
export function paymentRefundedEmail(
  to: CommissionContact,
  kind: "deposit" | "balance",
  amountCents: number,
  reason: PaymentRefundReason,
): MailMessage {
  return commissionEmail(to.email, "Your card payment was refunded", {
    before: [
      greeting(to.name),
      `Your card payment of ${money(amountCents)} for the ${PART[kind]} of your custom board reached us after ${REFUNDED_BECAUSE[reason].customer}, so we have refunded it in full. It goes back to the card you paid with and can take ${CARD_REFUND_DELAY} to show on your statement.`,
      reason === "paid"
        ? "Nothing more is due for this part."
        : "Your commission page shows the current quote and what is due now.",
    ],
    link: { url: to.link, label: "View your commission" },
  });
}

/** To the shop: a card payment was refunded on arrival, and nothing was recorded as paid. */
export function paymentRefundedNotice(
  shopEmail: string,
  customer: CommissionContact,
  kind: "deposit" | "balance",
  amountCents: number,
  reason: PaymentRefundReason,
): MailMessage {
  return commissionEmail(shopEmail, `Card payment refunded: ${customer.name}`, {
    before: [
      `A card payment of ${money(amountCents)} for the ${PART[kind]} of ${customer.name}'s custom board arrived after ${REFUNDED_BECAUSE[reason].owner}. It was refunded in full and nothing was recorded as paid; ${customer.name} was told.`,
      reason === "paid"
        ? "Nothing else changes."
        : "What is due now follows the current quote: the custom order in the admin area shows it, and you can ask for it from there.",
    ],
    after: [],
  });
}

/** To the customer: a progress update, with its photos. */
export function progressEmail(to: CommissionContact, update: string, photoUrls: string[]): MailMessage {
  const photos = photoUrls
    .map(
      (url) =>
        `<a href="${escapeHtml(url)}"><img src="${escapeHtml(url)}" alt="Progress photo" width="160" style="width:160px;height:auto;border-radius:6px;margin:0 8px 8px 0;border:1px solid #eadfce"></a>`,
    )
    .join("");
  return commissionEmail(to.email, "News from the workshop about your board", {
    before: [greeting(to.name), "Here is how your board is coming along:", update],
    extraHtml: photos ? `<p style="margin:0 0 12px">${photos}</p>` : "",
    link: { url: to.link, label: photoUrls.length ? "See the photos" : "Follow your commission" },
  });
}

/**
 * To the customer: the board is finished, the balance is due (decision 080): its amount, the total
 * with tax, the reference, and how to pay it.
 */
export function balanceRequestEmail(
  to: CommissionContact,
  balance: { balanceCents: number; totalCents: number; tax: TaxLine | null },
  pay: HowToPay,
): MailMessage {
  return commissionEmail(to.email, "Your board is finished", {
    before: [
      greeting(to.name),
      "Your custom board is finished, and we think you will love it.",
      `The balance of ${money(balance.balanceCents)} is now due. Once it is paid, we ship your board.`,
      ...includes(balance.tax),
      [totalLine(balance.totalCents, balance.tax), ...(to.reference ? [`Reference: ${to.reference}`] : [])].join("\n"),
      ...howToPayLines(to.reference, pay),
    ],
    link: { url: to.link, label: "Pay the balance" },
  });
}

/** To the customer: the board is on its way (the shop orders' tracking lines, decision 025). */
export function commissionShippedEmail(to: CommissionContact, parcel: Parcel, address: string | null): MailMessage {
  const tracking = trackingLines(parcel);
  const before = [
    greeting(to.name),
    "Good news: your custom board has left our workshop. It is on its way.",
    tracking.join("\n"),
    ...(address ? [`It is going to:\n${address}`] : []),
  ];
  return commissionEmail(to.email, "Your custom board is on its way", {
    before,
    extraHtml: parcel.trackingUrl ? trackingButton(parcel.trackingUrl) : "",
    link: { url: to.link, label: "Follow your commission" },
  });
}

/** To the customer: delivered, thanks, and how to care for the board. */
export function commissionDeliveredEmail(to: CommissionContact): MailMessage {
  const thanks = `${greeting(to.name)}\n\nYour custom board has been delivered. Thank you for trusting us with it: we hope it serves you for many years.`;
  const text = [
    thanks,
    ["To keep it beautiful:", ...CARE_INSTRUCTIONS.map((line) => `  - ${line}`)].join("\n"),
    "Something not right, or a photo of it in your kitchen to share? Just reply to this email.",
    SIGNATURE,
  ].join("\n\n");
  const html = emailCard(
    [
      paragraphsHtml(thanks.split("\n\n")),
      careBoxHtml(),
      `<p style="margin:0 0 12px"><a href="${escapeHtml(to.link)}" style="${LINK_STYLE}">Your commission page</a> keeps its story.</p>`,
      paragraphsHtml(["Something not right, or a photo of it in your kitchen to share? Just reply to this email."]),
    ].join(""),
  );
  return { to: to.email, subject: "Your custom board has arrived: thank you", text, html };
}
