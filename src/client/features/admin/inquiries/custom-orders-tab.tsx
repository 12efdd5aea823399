import { CommissionsCollected } from "../commissions/commissions-collected";
import { moneyColumns } from "../commissions/commission-money";
import { ArchiveCustomOrderDialog } from "./archive-custom-order-dialog";
import { CustomOrderBulkActions, customOrdersNoun } from "./custom-order-bulk-actions";
import { customOrderSummary } from "./custom-order-labels";
import { CustomOrderDetailsDialog } from "./custom-order-details-dialog";
import { CustomOrderStatusSelect } from "./custom-order-status";
import { EmailLink, MessageCell, PhoneCell } from "./inquiry-cells";
import { CUSTOM_ORDER_LIST_TOOLBAR } from "./inquiry-list-options";
import { customOrdersList } from "./use-custom-orders";
import { useAdminList } from "../admin-list";
import { AdminCell } from "../admin-table";
import { DetailsListSection } from "../details-list-section";
import { ExportCsvLink } from "../export-csv";
import { ListToolbar } from "../list-toolbar";

const COLUMNS = [
  "Customer",
  "Phone",
  "Details",
  "Message",
  "Quoted",
  "Deposit paid",
  "Balance due",
  "Status",
  "Actions",
] as const;
const MONEY = new Set<string>(["Quoted", "Deposit paid", "Balance due"]);

// Nine columns fit the card from 1024px (decision 027): the headers may take two lines ('Deposit /
// paid'), the cells sit a little closer than in the other lists, and from 1024 to 1279px the
// message and the status select are a little narrower; from 1280px the select shows every status whole.
const FITTING_TABLE = [
  "[&_th]:whitespace-normal lg:[&_td]:px-2 lg:[&_th]:px-2",
  "lg:[&_td[data-label=Message]]:min-w-32 xl:[&_td[data-label=Message]]:min-w-40",
  "lg:[&_td_[role=combobox]]:w-40 xl:[&_td_[role=combobox]]:w-52",
].join(" ");

/** The Custom Orders tab: quote requests, their progress, details and archiving (SPEC §2). */
export function CustomOrdersTab() {
  const { query, controls } = useAdminList(customOrdersList);
  return (
    <DetailsListSection
      titleId="admin-custom-orders-title"
      title="Custom Orders"
      description="Requests for made-to-order boards, newest first. Move each one along as the work progresses."
      action={
        <div className="flex flex-wrap items-center gap-3">
          <CommissionsCollected />
          <ExportCsvLink name="custom-orders" filters={controls.params} />
        </div>
      }
      toolbar={<ListToolbar controls={controls} {...CUSTOM_ORDER_LIST_TOOLBAR} />}
      query={query}
      controls={controls}
      loadError="The custom orders could not be loaded."
      empty={{
        title: "No custom order requests yet",
        hint: "Requests sent from the Custom Orders page will appear here.",
      }}
      table={{
        className: FITTING_TABLE,
        columns: COLUMNS,
        skeleton: {
          rows: 4,
          sizeOf: (column) => (column === "Actions" ? "ml-auto h-4 w-40" : MONEY.has(column) ? "h-4 w-14" : "h-4 w-24"),
        },
      }}
      cells={(order) => {
        const money = moneyColumns(order.commission);
        return (
          <>
            <AdminCell card="title" className="min-w-32 xl:min-w-40">
              <div className="font-medium wrap-break-word">{order.name}</div>
              <div className="font-sans text-sm font-normal text-muted-foreground">
                <EmailLink email={order.email} />
              </div>
            </AdminCell>
            <PhoneCell phone={order.phone} />
            <AdminCell label="Details" className="min-w-24 xl:min-w-32">
              {customOrderSummary(order.customOrderDetails)}
            </AdminCell>
            <MessageCell message={order.message} />
            <AdminCell label="Quoted" className="whitespace-nowrap tabular-nums">
              {money.quoted}
            </AdminCell>
            <AdminCell label="Deposit paid" className="whitespace-nowrap tabular-nums">
              {money.depositPaid}
            </AdminCell>
            <AdminCell label="Balance due" className="whitespace-nowrap tabular-nums">
              {money.balanceDue}
            </AdminCell>
            <AdminCell label="Status">
              <CustomOrderStatusSelect orderId={order.id} name={order.name} status={order.status} />
            </AdminCell>
          </>
        );
      }}
      details={(order, close) => <CustomOrderDetailsDialog order={order} onClose={close} />}
      archive={(order, close) => <ArchiveCustomOrderDialog order={order} onClose={close} />}
      bulk={{
        rowLabel: (order) => `Select custom order from ${order.name}`,
        noun: customOrdersNoun,
        actions: (ids, done) => <CustomOrderBulkActions ids={ids} onDone={done} />,
      }}
    />
  );
}
