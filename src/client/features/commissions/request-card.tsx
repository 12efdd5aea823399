import type { ReactNode } from "react";
import type { CommissionView } from "@shared/commissions";
import { Card } from "@/components/ui/card";
import { formatLongDate } from "@/lib/format";

/** What the customer asked for, as they wrote it. */
export function RequestCard({ view }: { view: CommissionView }) {
  const { request } = view;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-semibold">Your request</h2>
      <dl className="mt-4 grid gap-3 text-sm">
        <Detail term="Requested on">{formatLongDate(view.requestedAt)}</Detail>
        {request?.dimensions ? <Detail term="Dimensions">{request.dimensions}</Detail> : null}
        {request?.woodType ? <Detail term="Wood">{request.woodType}</Detail> : null}
        {request?.specialRequests ? (
          <Detail term="Special requests">
            <span className="whitespace-pre-line">{request.specialRequests}</span>
          </Detail>
        ) : null}
      </dl>
    </Card>
  );
}

export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}
