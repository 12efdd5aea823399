import { InquiriesTable } from "./inquiries-table";
import { INQUIRY_LIST_TOOLBAR } from "./inquiry-list-options";
import { newsletterSubscriptionsList } from "./use-newsletter-subscriptions";
import { useAdminList } from "../admin-list";
import { AdminListSection } from "../admin-panel";
import { ExportCsvLink } from "../export-csv";
import { ListToolbar } from "../list-toolbar";
import { CampaignsSection } from "../campaigns/campaigns-section";

/** SPEC §2, Newsletter tab, with a CSV of the active subscribers for the owner's mailing tool. */
export function NewsletterTab() {
  const { query, controls } = useAdminList(newsletterSubscriptionsList);
  return (
    <div className="grid gap-6">
      <CampaignsSection />
      <AdminListSection
        titleId="admin-newsletter-title"
        title="Newsletter"
        description="People who signed up for news, newest first. Only confirmed addresses get campaigns. Archive someone to leave them out of the export."
        action={<ExportCsvLink name="newsletter-subscribers" filters={controls.params} />}
        toolbar={<ListToolbar controls={controls} {...INQUIRY_LIST_TOOLBAR} />}
        query={query}
        controls={controls}
        loadError="The subscriptions could not be loaded."
        empty={{
          title: "No newsletter subscriptions yet",
          hint: "Sign-ups from the home page and the footer will appear here.",
        }}
      >
        <InquiriesTable inquiries={query.data} isLoading={query.isLoading} withConsent />
      </AdminListSection>
    </div>
  );
}
