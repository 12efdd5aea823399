import type { Inquiry } from "@shared/inquiries";
import { TableRow } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import { EmailLink, MessageCell, PhoneCell } from "./inquiry-cells";
import { useArchiveInquiry } from "./use-archive-inquiry";
import { AdminCell, AdminTable, RowActions } from "../admin-table";
import { ArchiveButton } from "../admin-panel";

const COLUMNS = ["Name", "Email", "Date", "Actions"] as const;
const COLUMNS_WITH_MESSAGE = ["Name", "Email", "Phone", "Message", "Date", "Actions"] as const;
const SKELETON_ROWS = 4;

type InquiriesTableProps = {
  inquiries: Inquiry[] | undefined;
  isLoading: boolean;
  /** Contact messages: their phone and message too. */
  withMessage?: boolean;
};

/** General inquiries or newsletter sign-ups: who and when, each archived with one click. */
export function InquiriesTable({ inquiries, isLoading, withMessage = false }: InquiriesTableProps) {
  const archive = useArchiveInquiry();
  return (
    <AdminTable
      columns={withMessage ? COLUMNS_WITH_MESSAGE : COLUMNS}
      rows={inquiries}
      isLoading={isLoading}
      skeleton={{ rows: SKELETON_ROWS }}
    >
      {(inquiry) => (
        <TableRow key={inquiry.id}>
          <AdminCell card="title" className="font-medium wrap-break-word">
            {inquiry.name}
          </AdminCell>
          <AdminCell label="Email">
            <EmailLink email={inquiry.email} />
          </AdminCell>
          {withMessage ? (
            <>
              <PhoneCell phone={inquiry.phone} />
              <MessageCell message={inquiry.message} />
            </>
          ) : null}
          <AdminCell label="Date" className="whitespace-nowrap">
            {formatLongDate(inquiry.createdAt)}
          </AdminCell>
          <RowActions>
            <ArchiveButton
              pending={archive.isPending && archive.variables === inquiry.id}
              onClick={() => archive.mutate(inquiry.id)}
            />
          </RowActions>
        </TableRow>
      )}
    </AdminTable>
  );
}
