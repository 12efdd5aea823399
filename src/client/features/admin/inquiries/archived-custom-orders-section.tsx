import { useState } from "react";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import { customOrderSummary } from "./custom-order-labels";
import { CustomOrderDetailsDialog } from "./custom-order-details-dialog";
import { CustomOrderStatusBadge } from "./custom-order-status";
import { MessageCell, PhoneCell } from "./inquiry-cells";
import { useArchivedCustomOrders } from "./use-archived-custom-orders";
import { AdminTableHeader, SkeletonRows } from "../admin-table";
import { AdminCard, AdminList, RowActions, ViewDetailsButton } from "../admin-panel";

const COLUMNS = ["Customer", "Email", "Phone", "Details", "Message", "Status", "Date", "Actions"] as const;
const SKELETON_ROWS = 3;

/** SPEC §2, Archived tab: the archived custom orders, below the archived shop orders. */
export function ArchivedCustomOrdersSection() {
  const query = useArchivedCustomOrders();
  const { data: orders, isLoading } = query;
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewing = orders?.find((order) => order.id === viewingId) ?? null;

  return (
    <section aria-labelledby="admin-archived-custom-orders-title">
      <AdminCard
        titleId="admin-archived-custom-orders-title"
        title="Archived Custom Orders"
        description="Custom order requests moved out of Custom Orders."
      >
        <AdminList
          query={query}
          loadError="The archived custom orders could not be loaded."
          empty={{ title: "No archived custom orders", hint: "Custom orders you archive will appear here." }}
        >
          <Table className="min-w-[1120px]">
            <AdminTableHeader columns={COLUMNS} />
            <TableBody aria-busy={isLoading || undefined}>
              {isLoading
                ? <SkeletonRows columns={COLUMNS} rows={SKELETON_ROWS} />
                : orders?.map((order) => (
                    <TableRow key={order.id}>
                      <TableCell className="max-w-48 font-medium">{order.name}</TableCell>
                      <TableCell className="whitespace-nowrap text-muted-foreground">{order.email}</TableCell>
                      <PhoneCell phone={order.phone} link={false} />
                      <TableCell className="max-w-48">{customOrderSummary(order.customOrderDetails)}</TableCell>
                      <MessageCell message={order.message} />
                      <TableCell>
                        <CustomOrderStatusBadge status={order.status} />
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{formatLongDate(order.createdAt)}</TableCell>
                      <TableCell>
                        <RowActions>
                          <ViewDetailsButton onClick={() => setViewingId(order.id)} />
                        </RowActions>
                      </TableCell>
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </AdminList>
      </AdminCard>

      <CustomOrderDetailsDialog order={viewing} onClose={() => setViewingId(null)} />
    </section>
  );
}
