import { ArchivedOrdersSection } from "./orders/archived-orders-section";

/**
 * The Archived tab (SPEC §2): archived shop orders, then archived custom orders. The custom-order
 * section lands with the Custom Orders feature and goes below, in this same stack.
 */
export function ArchivedTab() {
  return (
    <div className="grid gap-6">
      <ArchivedOrdersSection />
    </div>
  );
}
