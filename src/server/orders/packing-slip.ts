import { itemNotes } from "@shared/orders";
import { CARE_INSTRUCTIONS } from "@shared/care";
import { shipToText } from "@shared/ship-to";
import { formatCents, parseCents } from "@shared/money";
import { CONTENT, INKS, MARGIN, PAGE, day, endWithFeet, startPdf, winAnsi, type ShopDetails } from "./order-documents";
import type { PlacedOrder } from "./order-emails";

/** One order's slip: the order and when it was placed. */
type SlipOrder = { order: PlacedOrder; placedAt: Date };

/** The slips' file name: "grain-and-groove-packing-slip-42.pdf", or "…-packing-slips.pdf" for several. */
export function packingSlipFilename(orderIds: readonly number[]): string {
  return orderIds.length === 1
    ? `grain-and-groove-packing-slip-${orderIds[0]}.pdf`
    : "grain-and-groove-packing-slips.pdf";
}

/**
 * Packing slips, one order a page (more when its lines run on), to print and lay in the box: what
 * is in it, where it goes, and a gift's message. A gift whose buyer asked for it has no prices;
 * otherwise each line shows its price, as a receipt would.
 */
export function packingSlipsPdf(slips: readonly SlipOrder[], shop: ShopDetails): Promise<Buffer> {
  const ids = slips.map((s) => `#${s.order.id}`).join(", ");
  const { doc, done } = startPdf(`${shop.name} packing slip for order ${ids}`, shop.name);
  const bottom = PAGE.height - MARGIN - 24;
  slips.forEach(({ order, placedAt }, index) => {
    if (index > 0) doc.addPage();
    const prices = !order.gift?.hidePrices;

    doc.rect(0, 0, PAGE.width, 8).fill(INKS.walnut);
    doc.font("Helvetica-Bold").fontSize(22).fillColor(INKS.walnut).text(winAnsi(shop.name), MARGIN, MARGIN);
    doc
      .font("Helvetica")
      .fontSize(9.5)
      .fillColor(INKS.muted)
      .text(winAnsi([shop.email, shop.website].filter(Boolean).join("  ·  ")), { width: CONTENT * 0.6 });
    doc
      .font("Helvetica-Bold")
      .fontSize(18)
      .fillColor(INKS.cherry)
      .text("PACKING SLIP", MARGIN, MARGIN, { width: CONTENT, align: "right", characterSpacing: 1 });
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(INKS.ink)
      .text(`Order #${order.id}`, { width: CONTENT, align: "right" })
      .text(`Ordered: ${day(placedAt)}`, { width: CONTENT, align: "right" });

    let y = Math.max(doc.y, MARGIN + 60) + 20;
    doc.font("Helvetica-Bold").fontSize(8.5).fillColor(INKS.muted).text("SHIP TO", MARGIN, y);
    doc
      .font("Helvetica")
      .fontSize(11)
      .fillColor(INKS.ink)
      .text(winAnsi(shipToText(order)), MARGIN, doc.y + 4, { width: CONTENT / 2 });
    y = doc.y + 20;

    // A gift's message, in a box of its own at the top, where the one who opens the box sees it.
    if (order.gift) {
      const message = winAnsi(order.gift.message || "A gift, with love.");
      doc.font("Helvetica-Oblique").fontSize(12);
      const height = doc.heightOfString(message, { width: CONTENT - 40 }) + 46;
      doc.roundedRect(MARGIN, y, CONTENT, height, 6).fillAndStroke(INKS.maple, INKS.rule);
      doc
        .font("Helvetica-Bold")
        .fontSize(10)
        .fillColor(INKS.cherry)
        .text("A GIFT FOR YOU", MARGIN + 20, y + 14, { width: CONTENT - 40, characterSpacing: 1 });
      doc
        .font("Helvetica-Oblique")
        .fontSize(12)
        .fillColor(INKS.ink)
        .text(message, MARGIN + 20, doc.y + 6, { width: CONTENT - 40 });
      y += height + 20;
    }

    // The lines: quantity and board (with its size and lead time), and the price when it is shown.
    const qtyWidth = 40;
    const priceWidth = prices ? 90 : 0;
    const boardWidth = CONTENT - qtyWidth - priceWidth - 16;
    doc.rect(MARGIN, y, CONTENT, 22).fill(INKS.maple);
    doc.font("Helvetica-Bold").fontSize(9).fillColor(INKS.walnut);
    doc.text("QTY", MARGIN + 8, y + 7, { width: qtyWidth });
    doc.text("ITEM", MARGIN + 8 + qtyWidth, y + 7, { width: boardWidth });
    if (prices) doc.text("PRICE", MARGIN + 8 + qtyWidth + boardWidth, y + 7, { width: priceWidth, align: "right" });
    y += 30;
    for (const item of order.items) {
      const board = item.dimensions ? `${item.productName} (${item.dimensions})` : item.productName;
      const name = winAnsi([board, ...itemNotes(item, prices)].join("\n"));
      doc.font("Helvetica").fontSize(10.5);
      const height = Math.max(doc.heightOfString(name, { width: boardWidth - 8 }), 12) + 12;
      if (y + height > bottom) {
        doc.addPage();
        y = MARGIN;
      }
      doc.font("Helvetica").fontSize(10.5).fillColor(INKS.ink);
      doc.text(String(item.quantity), MARGIN + 8, y, { width: qtyWidth });
      doc.text(name, MARGIN + 8 + qtyWidth, y, { width: boardWidth - 8 });
      if (prices) {
        const cents = (parseCents(item.price ?? "") ?? 0) * item.quantity;
        doc.text(formatCents(cents), MARGIN + 8 + qtyWidth + boardWidth, y, { width: priceWidth, align: "right" });
      }
      y += height;
      doc
        .moveTo(MARGIN, y - 6)
        .lineTo(PAGE.width - MARGIN, y - 6)
        .lineWidth(0.5)
        .strokeColor(INKS.rule)
        .stroke();
    }
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(INKS.muted)
      .text(`Caring for your board: ${CARE_INSTRUCTIONS.join(". ")}.`, MARGIN, Math.min(y + 16, bottom - 30), {
        width: CONTENT,
      });
  });
  endWithFeet(doc, "Made by hand, packed with care.");
  return done;
}
