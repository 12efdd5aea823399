import type { Inquiry } from "@shared/inquiries";
import { TableRow } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import { InquiryBulkActions, inquiriesNoun } from "./custom-order-bulk-actions";
import { ConsentBadge, EmailLink, MessageCell, PhoneCell } from "./inquiry-cells";
import { useArchiveInquiry } from "./use-archive-inquiry";
import { AdminCell, AdminTable, RowActions, SelectCell } from "../admin-table";
import { ArchiveButton } from "../admin-panel";
import { BulkBar } from "../bulk-bar";
import { useRowSelection } from "../use-row-selection";

const COLUMNS = ["Name", "Email", "Date", "Actions"] as const;
const COLUMNS_WITH_CONSENT = ["Name", "Email", "Status", "Date", "Actions"] as const;
const COLUMNS_WITH_MESSAGE = ["Name", "Email", "Phone", "Message", "Date", "Actions"] as const;
const SKELETON_ROWS = 4;

type InquiriesTableProps = {
  inquiries: Inquiry[] | undefined;
  isLoading: boolean;
  /** Contact messages: their phone and message too. */
  withMessage?: boolean;
  /** Rows can be picked and archived together (General Inquiries, decision 030). */
  bulk?: boolean;
  /** Newsletter sign-ups: confirmed by email or not, or unsubscribed (decision 060). */
  withConsent?: boolean;
};

/** General inquiries or newsletter sign-ups: who and when, each archived with one click. */
export function InquiriesTable({
  inquiries,
  isLoading,
  withMessage = false,
  bulk = false,
  withConsent = false,
}: InquiriesTableProps) {
  const archive = useArchiveInquiry();
  const selection = useRowSelection(inquiries);
  return (
    <>
      {bulk && selection.selected.length > 0 ? (
        <BulkBar count={selection.selected.length} noun={inquiriesNoun} onClear={selection.clear}>
          <InquiryBulkActions ids={selection.selected} onDone={selection.clear} />
        </BulkBar>
      ) : null}
      <AdminTable
        columns={withMessage ? COLUMNS_WITH_MESSAGE : withConsent ? COLUMNS_WITH_CONSENT : COLUMNS}
        rows={inquiries}
        isLoading={isLoading}
        skeleton={{ rows: SKELETON_ROWS }}
        selectAll={bulk ? { checked: selection.all, onChange: selection.toggleAll } : undefined}
      >
        {(inquiry) => (
          <TableRow key={inquiry.id} data-state={bulk && selection.isSelected(inquiry.id) ? "selected" : undefined}>
            {bulk ? (
              <SelectCell
                label={`Select inquiry from ${inquiry.name}`}
                checked={selection.isSelected(inquiry.id)}
                onChange={(on) => selection.toggle(inquiry.id, on)}
              />
            ) : null}
            <AdminCell card="title" className="font-medium wrap-break-word">
              {inquiry.name}
            </AdminCell>
            <AdminCell label="Email">
              <EmailLink email={inquiry.email} />
            </AdminCell>
            {withConsent ? (
              <AdminCell label="Status">
                <ConsentBadge consent={inquiry.consent ?? "unconfirmed"} />
              </AdminCell>
            ) : null}
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
    </>
  );
}
