import { InquiriesTable } from "./inquiries-table";
import { INQUIRY_LIST_TOOLBAR } from "./inquiry-list-options";
import { generalInquiriesList } from "./use-general-inquiries";
import { useAdminList } from "../admin-list";
import { AdminListSection } from "../admin-panel";
import { ExportCsvLink } from "../export-csv";
import { ListToolbar } from "../list-toolbar";

/** SPEC §2, General Inquiries tab: messages from the contact form. */
export function GeneralInquiriesTab() {
  const { query, controls } = useAdminList(generalInquiriesList);
  return (
    <AdminListSection
      titleId="admin-general-inquiries-title"
      title="General Inquiries"
      description="Messages from the contact form, newest first. Reply by email or phone, then archive them."
      action={<ExportCsvLink name="general-inquiries" filters={controls.params} />}
      toolbar={<ListToolbar controls={controls} {...INQUIRY_LIST_TOOLBAR} />}
      query={query}
      controls={controls}
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
