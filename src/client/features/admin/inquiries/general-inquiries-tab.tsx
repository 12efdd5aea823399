import { InquiriesTable } from "./inquiries-table";
import { useGeneralInquiries } from "./use-general-inquiries";
import { AdminListSection } from "../admin-panel";
import { ExportCsvLink } from "../export-csv";

/** SPEC §2, General Inquiries tab: messages from the contact form. */
export function GeneralInquiriesTab() {
  const query = useGeneralInquiries();
  return (
    <AdminListSection
      titleId="admin-general-inquiries-title"
      title="General Inquiries"
      description="Messages from the contact form, newest first. Reply by email or phone, then archive them."
      action={<ExportCsvLink name="general-inquiries" />}
      query={query}
      loadError="The inquiries could not be loaded."
      empty={{
        title: "No general inquiries yet",
        hint: "Messages sent from the home page contact form will appear here.",
      }}
    >
      <InquiriesTable inquiries={query.data} isLoading={query.isLoading} withMessage bulk />
    </AdminListSection>
  );
}
