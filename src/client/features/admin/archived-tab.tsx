import { ArchivedCustomOrdersSection } from "./inquiries/archived-custom-orders-section";
import { ArchivedOrdersSection } from "./orders/archived-orders-section";

/** The Archived tab (SPEC §2): archived shop orders, then archived custom orders. */
export function ArchivedTab() {
  return (
    <div className="grid gap-6">
      <ArchivedOrdersSection />
      <ArchivedCustomOrdersSection />
    </div>
  );
}
