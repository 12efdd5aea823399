import { FileDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { InquiriesTable } from "./inquiries-table";
import { NEWSLETTER_CSV_URL, useNewsletterSubscriptions } from "./use-newsletter-subscriptions";
import { AdminListSection } from "../admin-panel";

/** SPEC §2, Newsletter tab, with a CSV of the active subscribers for the owner's mailing tool. */
export function NewsletterTab() {
  const query = useNewsletterSubscriptions();
  return (
    <AdminListSection
      titleId="admin-newsletter-title"
      title="Newsletter"
      description="People who signed up for news, newest first. Archive someone to leave them out of the export."
      action={
        <Button asChild variant="outline">
          <a href={NEWSLETTER_CSV_URL} download>
            <FileDown aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      }
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
