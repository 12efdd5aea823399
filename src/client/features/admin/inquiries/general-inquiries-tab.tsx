import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import { EmailLink, MessageCell, PhoneCell } from "./inquiry-cells";
import { useArchiveInquiry } from "./use-archive-inquiry";
import { useGeneralInquiries } from "./use-general-inquiries";
import { AdminTableHeader, SkeletonRows } from "../admin-table";
import { AdminCard, AdminList, ArchiveButton, RowActions } from "../admin-panel";

const COLUMNS = ["Name", "Email", "Phone", "Message", "Date", "Actions"] as const;
const SKELETON_ROWS = 4;

/** SPEC §2, General Inquiries tab: messages from the contact form. */
export function GeneralInquiriesTab() {
  const query = useGeneralInquiries();
  const { data: inquiries, isLoading } = query;
  const archive = useArchiveInquiry();

  return (
    <section aria-labelledby="admin-general-inquiries-title">
      <AdminCard
        titleId="admin-general-inquiries-title"
        title="General Inquiries"
        description="Messages from the contact form, newest first. Reply by email or phone, then archive them."
      >
        <AdminList
          query={query}
          loadError="The inquiries could not be loaded."
          empty={{ title: "No general inquiries yet", hint: "Messages sent from the home page contact form will appear here." }}
        >
          <Table className="min-w-[860px]">
            <AdminTableHeader columns={COLUMNS} />
            <TableBody aria-busy={isLoading || undefined}>
              {isLoading
                ? <SkeletonRows columns={COLUMNS} rows={SKELETON_ROWS} />
                : inquiries?.map((inquiry) => {
                    const archiving = archive.isPending && archive.variables === inquiry.id;
                    return (
                      <TableRow key={inquiry.id}>
                        <TableCell className="max-w-48 font-medium">{inquiry.name}</TableCell>
                        <TableCell className="whitespace-nowrap">
                          <EmailLink email={inquiry.email} />
                        </TableCell>
                        <PhoneCell phone={inquiry.phone} />
                        <MessageCell message={inquiry.message} />
                        <TableCell className="whitespace-nowrap">{formatLongDate(inquiry.createdAt)}</TableCell>
                        <TableCell>
                          <RowActions>
                            <ArchiveButton pending={archiving} onClick={() => archive.mutate(inquiry.id)} />
                          </RowActions>
                        </TableCell>
                      </TableRow>
                    );
                  })}
            </TableBody>
          </Table>
        </AdminList>
      </AdminCard>
    </section>
  );
}
