import type { Inquiry } from "@shared/inquiries";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { customOrderSummary } from "./custom-order-labels";
import { CustomOrderStatusSelect } from "./custom-order-status";
import { EmailLink, MessageCell, PhoneCell } from "./inquiry-cells";
import { AdminTableHeader, SkeletonRows } from "../admin-table";
import { ArchiveButton, RowActions, ViewDetailsButton } from "../admin-panel";

type CustomOrdersTableProps = {
  orders: Inquiry[] | undefined;
  isLoading: boolean;
  onView: (order: Inquiry) => void;
  onArchive: (order: Inquiry) => void;
};

const COLUMNS = ["Customer", "Phone", "Details", "Message", "Status", "Actions"] as const;
const SKELETON_ROWS = 4;

/** SPEC §2, Custom Orders tab. */
export function CustomOrdersTable({ orders, isLoading, onView, onArchive }: CustomOrdersTableProps) {
  return (
    <Table className="min-w-[1040px]">
      <AdminTableHeader columns={COLUMNS} />
      <TableBody aria-busy={isLoading || undefined}>
        {isLoading
          ? <SkeletonRows columns={COLUMNS} rows={SKELETON_ROWS} widthOf={(column) => column === "Actions" ? "ml-auto w-40" : "w-24"} />
          : orders?.map((order) => (
              <TableRow key={order.id}>
                <TableCell className="max-w-56">
                  <div className="font-medium">{order.name}</div>
                  <div className="whitespace-nowrap text-muted-foreground">
                    <EmailLink email={order.email} />
                  </div>
                </TableCell>
                <PhoneCell phone={order.phone} />
                <TableCell className="max-w-48">{customOrderSummary(order.customOrderDetails)}</TableCell>
                <MessageCell message={order.message} />
                <TableCell>
                  <CustomOrderStatusSelect orderId={order.id} name={order.name} status={order.status} />
                </TableCell>
                <TableCell>
                  <RowActions>
                    <ViewDetailsButton onClick={() => onView(order)} />
                    <ArchiveButton onClick={() => onArchive(order)} />
                  </RowActions>
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
