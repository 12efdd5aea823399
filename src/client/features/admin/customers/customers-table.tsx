import { FileDown, ShieldMinus, ShieldPlus, Trash2 } from "@/components/ui/icons";
import type { Customer } from "@shared/customers";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableRow } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import { AdminCell, AdminTable, RowActions } from "../admin-table";
import { customerDataHref } from "./use-privacy";

type CustomersTableProps = {
  customers: Customer[] | undefined;
  isLoading: boolean;
  /** The signed-in admin, whose own rights cannot be removed here. */
  currentUserId: string;
  onToggleAdmin: (customer: Customer) => void;
  /** 'Delete account', for a request by email (decision 065). */
  onDelete: (customer: Customer) => void;
};

const COLUMNS = ["Name", "Email", "Phone", "Status", "Admin", "First Contact", "Actions"] as const;
const SKELETON_ROWS = 4;
const OWN_RIGHTS_TITLE = "You cannot remove your own admin rights";

export function customerName(customer: Pick<Customer, "firstName" | "lastName">): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(" ") || "—";
}

/** SPEC §2, Customers tab, plus granting and removing admin rights. */
export function CustomersTable({ customers, isLoading, currentUserId, onToggleAdmin, onDelete }: CustomersTableProps) {
  return (
    <AdminTable
      columns={COLUMNS}
      rows={customers}
      isLoading={isLoading}
      skeleton={{
        rows: SKELETON_ROWS,
        sizeOf: (column) => (column === "Email" ? "h-4 w-40" : column === "Actions" ? "ml-auto h-8 w-28" : "h-4 w-20"),
      }}
    >
      {(customer) => (
        <CustomerRow
          key={customer.id}
          customer={customer}
          isSelf={customer.id === currentUserId}
          onToggleAdmin={onToggleAdmin}
          onDelete={onDelete}
        />
      )}
    </AdminTable>
  );
}

function CustomerRow({
  customer,
  isSelf,
  onToggleAdmin,
  onDelete,
}: {
  customer: Customer;
  isSelf: boolean;
  onToggleAdmin: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
}) {
  const name = customerName(customer);
  return (
    <TableRow>
      <AdminCell card="title" className="min-w-32 font-medium wrap-break-word">
        {name}
        {isSelf ? <span className="ml-2 font-sans text-xs font-normal text-muted-foreground">(you)</span> : null}
      </AdminCell>
      <AdminCell label="Email" className="min-w-40">
        <a href={`mailto:${customer.email}`} className="underline-offset-4 wrap-anywhere hover:underline">
          {customer.email}
        </a>
      </AdminCell>
      <AdminCell label="Phone" className="whitespace-nowrap tabular-nums">
        {customer.phone ? (
          <a href={`tel:${customer.phone}`} className="underline-offset-4 hover:underline">
            {customer.phone}
          </a>
        ) : (
          <span className="text-muted-foreground">N/A</span>
        )}
      </AdminCell>
      <AdminCell label="Status">
        <Badge variant={customer.isRegistered ? "default" : "secondary"}>
          {customer.isRegistered ? "Registered" : "Guest"}
        </Badge>
      </AdminCell>
      <AdminCell label="Admin">{customer.isAdmin ? "Yes" : "No"}</AdminCell>
      <AdminCell label="First Contact" className="min-w-24">
        {formatLongDate(customer.createdAt)}
      </AdminCell>
      <RowActions>
        {customer.isRegistered ? (
          // A disabled button takes no pointer events, so the wrapper carries the tooltip too.
          <span title={isSelf ? OWN_RIGHTS_TITLE : undefined}>
            <Button
              variant={customer.isAdmin ? "ghost" : "outline"}
              size="sm"
              disabled={isSelf}
              title={isSelf ? OWN_RIGHTS_TITLE : undefined}
              aria-label={`${customer.isAdmin ? "Remove admin" : "Make admin"}: ${customer.email}`}
              onClick={() => onToggleAdmin(customer)}
            >
              {customer.isAdmin ? <ShieldMinus aria-hidden="true" /> : <ShieldPlus aria-hidden="true" />}
              {customer.isAdmin ? "Remove admin" : "Make admin"}
            </Button>
          </span>
        ) : null}
        {/* The privacy actions are icons with their names as tooltips: the row stays inside its card from 1024px up. */}
        <Button asChild variant="ghost" size="icon">
          <a
            href={customerDataHref(customer.id)}
            download
            aria-label={`Download data: ${customer.email}`}
            title="Download data"
          >
            <FileDown aria-hidden="true" />
          </a>
        </Button>
        {customer.isAdmin ? null : (
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:text-destructive"
            aria-label={`Delete account: ${customer.email}`}
            title="Delete account"
            onClick={() => onDelete(customer)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </RowActions>
    </TableRow>
  );
}
