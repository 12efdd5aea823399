import { CUSTOM_ORDER_STATUSES, parseCustomOrderDetails, type CustomOrderStatus } from "@shared/inquiries";

export const ARCHIVE_CUSTOM_ORDER_QUESTION = "Archive this custom order? It will be moved to the Archived tab.";

/** SPEC §4: a custom order without a stored status reads as the default one. */
export const DEFAULT_CUSTOM_ORDER_STATUS: CustomOrderStatus = "new inquiry";

export function isCustomOrderStatus(value: string): value is CustomOrderStatus {
  return (CUSTOM_ORDER_STATUSES as readonly string[]).includes(value);
}

/** 'deposit received' → 'Deposit received'. */
export function customOrderStatusLabel(status: string | null | undefined): string {
  const value = status || DEFAULT_CUSTOM_ORDER_STATUS;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The table's Details column: dimensions and wood type, or 'N/A' when neither can be read (SPEC §2). */
export function customOrderSummary(customOrderDetails: string | null): string {
  const details = parseCustomOrderDetails(customOrderDetails);
  const parts = [details?.dimensions, details?.woodType].filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? parts.join(" · ") : "N/A";
}
