import { Archive } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import { EmailLink, MessageCell, PhoneCell } from "./inquiry-cells";
import { useArchiveInquiry } from "./use-archive-inquiry";
import { useGeneralInquiries } from "./use-general-inquiries";
import { AdminTableHeader, SkeletonRows } from "../admin-table";

const COLUMNS = ["Name", "Email", "Phone", "Message", "Date", "Actions"] as const;
const SKELETON_ROWS = 4;

/** SPEC §2, General Inquiries tab: messages from the contact form. */
export function GeneralInquiriesTab() {
  const { data: inquiries, isLoading, isError, refetch, isFetching } = useGeneralInquiries();
  const archive = useArchiveInquiry();

  return (
    <section aria-labelledby="admin-general-inquiries-title">
      <Card className="overflow-hidden">
        <div className="border-b border-border p-4 sm:px-6">
          <h2 id="admin-general-inquiries-title" className="font-serif text-xl font-semibold">
            General Inquiries
          </h2>
          <p className="text-sm text-muted-foreground">
            Messages from the contact form, newest first. Reply by email or phone, then archive them.
          </p>
        </div>

        {isError ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <p className="text-muted-foreground">The inquiries could not be loaded.</p>
            <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? "Retrying..." : "Try again"}
            </Button>
          </div>
        ) : !isLoading && inquiries?.length === 0 ? (
          <div className="flex flex-col items-center gap-1 px-4 py-12 text-center">
            <p className="font-medium">No general inquiries yet</p>
            <p className="text-sm text-muted-foreground">Messages sent from the home page contact form will appear here.</p>
          </div>
        ) : (
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
                          <div className="flex justify-end">
                            <Button
                              variant="ghost"
                              size="sm"
                              disabled={archiving}
                              onClick={() => archive.mutate(inquiry.id)}
                            >
                              <Archive aria-hidden="true" />
                              {archiving ? "Archiving..." : "Archive"}
                            </Button>
                          </div>
                        </TableCell>
                      </TableRow>
                    );
                  })}
            </TableBody>
          </Table>
        )}
      </Card>
    </section>
  );
}
