import type { Inquiry } from "@shared/inquiries";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import { EmailLink, MessageCell, PhoneCell } from "./inquiry-cells";
import { useArchiveInquiry } from "./use-archive-inquiry";
import { AdminTable } from "../admin-table";
import { ArchiveButton, RowActions } from "../admin-panel";

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
      className={withMessage ? "min-w-[860px]" : "min-w-[560px]"}
      columns={withMessage ? COLUMNS_WITH_MESSAGE : COLUMNS}
      rows={inquiries}
      isLoading={isLoading}
      skeleton={{ rows: SKELETON_ROWS }}
    >
      {(inquiry) => (
        <TableRow key={inquiry.id}>
          <TableCell className="max-w-48 font-medium">{inquiry.name}</TableCell>
          <TableCell className="whitespace-nowrap">
            <EmailLink email={inquiry.email} />
          </TableCell>
          {withMessage ? (
            <>
              <PhoneCell phone={inquiry.phone} />
              <MessageCell message={inquiry.message} />
            </>
          ) : null}
          <TableCell className="whitespace-nowrap">{formatLongDate(inquiry.createdAt)}</TableCell>
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
