import { InquiriesTable } from "./inquiries-table";
import { useNewsletterSubscriptions } from "./use-newsletter-subscriptions";
import { AdminListSection } from "../admin-panel";
import { ExportCsvLink } from "../export-csv";

/** SPEC §2, Newsletter tab, with a CSV of the active subscribers for the owner's mailing tool. */
export function NewsletterTab() {
  const query = useNewsletterSubscriptions();
  return (
    <AdminListSection
      titleId="admin-newsletter-title"
      title="Newsletter"
      description="People who signed up for news, newest first. Archive someone to leave them out of the export."
      action={<ExportCsvLink name="newsletter-subscribers" />}
      query={query}
      loadError="The subscriptions could not be loaded."
      empty={{
        title: "No newsletter subscriptions yet",
        hint: "Sign-ups from the home page and the footer will appear here.",
      }}
    >
      <InquiriesTable inquiries={query.data} isLoading={query.isLoading} />
    </AdminListSection>
  );
}
