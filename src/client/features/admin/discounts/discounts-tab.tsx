import { useState } from "react";
import { Pencil, Plus, Power, PowerOff } from "@/components/ui/icons";
import type { AdminDiscountCode } from "@shared/discount-schema";
import { formatPrice } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableRow } from "@/components/ui/table";
import { AdminCard, AdminList } from "../admin-panel";
import { AdminCell, AdminTable, RowActions } from "../admin-table";
import { DiscountDialog } from "./discount-dialog";
import { conditionsOf, formValuesOf, KIND_LABELS, valueText } from "./discount-labels";
import { useAdminDiscounts, useUpdateDiscount } from "./use-admin-discounts";

const COLUMNS = ["Code", "Kind", "Value", "Conditions", "Uses", "Discounted", "Status", "Actions"] as const;

/** The Discounts tab (decision 059): every code with its rules, uses and the money it took off; add, edit, deactivate. */
export function DiscountsTab() {
  const query = useAdminDiscounts();
  const toggle = useUpdateDiscount("Discount code updated");
  // null: closed; "new": a new code; else the code being edited.
  const [editing, setEditing] = useState<AdminDiscountCode | "new" | null>(null);
  const codes = query.data;
  const totalDiscounted = codes?.reduce((sum, code) => sum + Number(code.discounted), 0) ?? 0;

  return (
    <section aria-labelledby="admin-discounts-title" className="grid gap-6">
      <AdminCard
        titleId="admin-discounts-title"
        title="Discounts"
        description={
          codes && codes.length > 0
            ? `${codes.filter((c) => c.active).length} active of ${codes.length}; ${formatPrice(totalDiscounted.toFixed(2))} taken off orders so far.`
            : "Codes shoppers enter in the cart or at checkout: a percentage, a fixed amount or free shipping."
        }
        action={
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" />
            New Discount Code
          </Button>
        }
      >
        <AdminList
          query={query}
          loadError="The discount codes could not be loaded."
          empty={{
            title: "No discount codes yet",
            hint: "Make your first one with 'New Discount Code', then share it with your customers.",
          }}
        >
          <AdminTable
            columns={COLUMNS}
            rows={codes}
            isLoading={query.isLoading}
            skeleton={{ rows: 3, sizeOf: (column) => (column === "Actions" ? "ml-auto h-8 w-40" : "h-4 w-20") }}
          >
            {(code) => (
              <TableRow key={code.id}>
                <AdminCell card="title" className="font-mono font-semibold tracking-wide">
                  {code.code}
                </AdminCell>
                <AdminCell label="Kind">{KIND_LABELS[code.kind]}</AdminCell>
                <AdminCell label="Value" className="whitespace-nowrap">
                  {valueText(code)}
                </AdminCell>
                <AdminCell label="Conditions" className="min-w-40">
                  {conditionsOf(code).length ? (
                    <ul className="flex flex-wrap gap-1">
                      {conditionsOf(code).map((part) => (
                        <li key={part}>
                          <Badge variant="secondary" weight="medium">
                            {part}
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-muted-foreground">Any order</span>
                  )}
                </AdminCell>
                <AdminCell label="Uses" className="whitespace-nowrap tabular-nums">
                  {code.uses} / {code.maxUses ?? "∞"}
                </AdminCell>
                <AdminCell label="Discounted" className="tabular-nums">
                  {formatPrice(code.discounted)}
                </AdminCell>
                <AdminCell label="Status">
                  {code.active ? <Badge variant="instock">Active</Badge> : <Badge variant="secondary">Inactive</Badge>}
                </AdminCell>
                <RowActions>
                  <Button variant="outline" size="sm" aria-label={`Edit ${code.code}`} onClick={() => setEditing(code)}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${code.active ? "Deactivate" : "Activate"} ${code.code}`}
                    disabled={toggle.isPending && toggle.variables?.id === code.id}
                    onClick={() =>
                      toggle.mutate({ id: code.id, input: { ...formValuesOf(code), active: !code.active } })
                    }
                  >
                    {code.active ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
                    {code.active ? "Deactivate" : "Activate"}
                  </Button>
                </RowActions>
              </TableRow>
            )}
          </AdminTable>
        </AdminList>
      </AdminCard>
      <DiscountDialog
        key={editing === null ? "closed" : editing === "new" ? "new" : editing.id}
        code={editing === "new" || editing === null ? undefined : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
