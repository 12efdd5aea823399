import type { AdminDiscountCode, DiscountCodeInput } from "@shared/discount-schema";
import type { DiscountKind } from "@shared/discounts";
import { formatPrice } from "@shared/money";

export const KIND_LABELS: Record<DiscountKind, string> = {
  percentage: "Percentage",
  fixed: "Fixed amount",
  free_shipping: "Free shipping",
};

/** "15% off", "$10.00 off", "Free shipping". */
export function valueText(code: Pick<AdminDiscountCode, "kind" | "value">): string {
  if (code.kind === "percentage") return `${code.value}% off`;
  if (code.kind === "fixed") return `${formatPrice(code.value)} off`;
  return "Free shipping";
}

const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const dayText = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));

/** The code's conditions in a few words each: "Over $50.00", "Dec 1, 2026 – Dec 24, 2026", "Once per customer", "2 collections". */
export function conditionsOf(code: AdminDiscountCode): string[] {
  const parts: string[] = [];
  if (code.minSubtotal) parts.push(`Over ${formatPrice(code.minSubtotal)}`);
  if (code.startsOn && code.endsOn) parts.push(`${dayText(code.startsOn)} – ${dayText(code.endsOn)}`);
  else if (code.startsOn) parts.push(`From ${dayText(code.startsOn)}`);
  else if (code.endsOn) parts.push(`Until ${dayText(code.endsOn)}`);
  if (code.oncePerEmail) parts.push("Once per customer");
  const some = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);
  if (code.productIds.length) parts.push(some(code.productIds.length, "product", "products"));
  if (code.categoryIds.length) parts.push(some(code.categoryIds.length, "collection", "collections"));
  return parts;
}

/** The form's values of a code, or of a new one. */
export function formValuesOf(code?: AdminDiscountCode): DiscountCodeInput {
  return {
    code: code?.code ?? "",
    kind: code?.kind ?? "percentage",
    value: code?.value ?? "",
    minSubtotal: code?.minSubtotal ?? "",
    startsOn: code?.startsOn ?? "",
    endsOn: code?.endsOn ?? "",
    maxUses: code?.maxUses === null || code?.maxUses === undefined ? "" : String(code.maxUses),
    oncePerEmail: code?.oncePerEmail ?? false,
    productIds: code?.productIds ?? [],
    categoryIds: code?.categoryIds ?? [],
    active: code?.active ?? true,
  };
}
