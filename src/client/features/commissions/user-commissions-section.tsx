import { Link } from "wouter";
import { Hammer } from "@/components/ui/icons";
import type { UserCommission } from "@shared/commissions";
import { formatPrice } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatLongDate } from "@/lib/format";
import { requestSummary, snippet } from "./commission-format";
import { stageLabel } from "./commission-progress";
import { useUserCommissions } from "./use-user-commissions";

/**
 * The dashboard's 'Custom Commissions': the boards made to order for this customer. Shown only when
 * there are some, so a customer who never asked for one sees the dashboard as before.
 */
export function UserCommissionsSection({ userId }: { userId: string }) {
  const commissions = useUserCommissions(userId);
  if (!commissions.data?.length) return null;
  return (
    <section aria-labelledby="custom-commissions" className="mt-14">
      <h2 id="custom-commissions" className="mb-4 font-serif text-2xl font-semibold">
        Custom Commissions
      </h2>
      <ul className="grid gap-4">
        {commissions.data.map((commission) => (
          <CommissionRow key={commission.id} commission={commission} />
        ))}
      </ul>
    </section>
  );
}

function CommissionRow({ commission }: { commission: UserCommission }) {
  const { latestUpdate } = commission;
  return (
    <li>
      <Card>
        <CardContent className="grid gap-3 p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex min-w-0 flex-wrap items-center gap-3">
              <Hammer className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <h3 className="min-w-0 font-semibold break-words">{requestSummary(commission.request)}</h3>
              <Badge variant={commission.stage === "order delivered" ? "default" : "outline"}>
                {stageLabel(commission.stage)}
              </Badge>
            </div>
            <p className="font-serif text-lg font-semibold tabular-nums">{formatPrice(commission.quoted)}</p>
          </div>
          <p className="text-sm text-muted-foreground">Requested {formatLongDate(commission.requestedAt)}</p>
          {latestUpdate ? (
            <p className="rounded-md bg-secondary/60 px-3 py-2.5 text-sm leading-relaxed">
              <span className="font-medium">Latest from the workshop</span>
              <span className="text-muted-foreground"> · {formatLongDate(latestUpdate.createdAt)}</span>
              <br />
              {snippet(latestUpdate.text)}
            </p>
          ) : null}
          <div className="flex flex-wrap items-end justify-between gap-3 border-t border-border pt-3">
            <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
              <div className="flex gap-1.5">
                <dt>Quoted</dt>
                <dd className="tabular-nums text-foreground">{formatPrice(commission.quoted)}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt>Deposit paid</dt>
                <dd className="tabular-nums text-foreground">{formatPrice(commission.depositPaid)}</dd>
              </div>
              {commission.balanceDue !== null ? (
                <div className="flex gap-1.5">
                  <dt>Balance due</dt>
                  <dd className="font-medium tabular-nums text-foreground">{formatPrice(commission.balanceDue)}</dd>
                </div>
              ) : null}
            </dl>
            <Button asChild variant="outline" size="sm">
              <Link href={commission.path}>View commission</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
