import { Pause, Pencil, Play, Trash2 } from "@/components/ui/icons";
import { campaignStanding, type Campaign, type CampaignStatus } from "@shared/marketing";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatLongDate } from "@/lib/format";
import { useDeleteCampaign } from "./use-delete-campaign";
import { usePauseCampaign } from "./use-pause-campaign";
import { useResumeCampaign } from "./use-resume-campaign";

const STATUS: Record<CampaignStatus, { label: string; variant: "muted" | "accent" | "outline" | "instock" }> = {
  draft: { label: "Draft", variant: "muted" },
  sending: { label: "Sending", variant: "accent" },
  paused: { label: "Paused", variant: "outline" },
  sent: { label: "Sent", variant: "instock" },
};

/** One campaign: its status, its progress and results, and what can be done with it now. */
export function CampaignRow({ campaign, onEdit }: { campaign: Campaign; onEdit: () => void }) {
  const pause = usePauseCampaign();
  const resume = useResumeCampaign();
  const remove = useDeleteCampaign();
  const { progress } = campaign;
  const done = progress.recipients - progress.waiting - progress.queued;
  const percent = progress.recipients ? Math.round((done / progress.recipients) * 100) : 0;
  // Its mails still in the mail queue, a campaign handed to it whole still reads "Sending" (without
  // Pause: nothing is left for a batch to hold back).
  const status = STATUS[campaignStanding(campaign)];
  return (
    <li className="grid gap-3 p-4 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium wrap-break-word">{campaign.subject}</p>
          <p className="text-sm text-muted-foreground">
            {campaign.queuedAt
              ? `Sent ${formatLongDate(campaign.queuedAt)}`
              : `Written ${formatLongDate(campaign.createdAt)}`}
            {campaign.status === "draft" ? "" : ` · ${campaign.ratePerMinute} a minute`}
          </p>
        </div>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      {campaign.status === "draft" ? null : (
        <div className="grid gap-2">
          <div
            role="progressbar"
            aria-label={`Progress of ${campaign.subject}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-secondary"
          >
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label={`Results of ${campaign.subject}`}>
            {(
              [
                ["Recipients", progress.recipients],
                ["Sent", progress.sent],
                ["Waiting", progress.waiting + progress.queued],
                ["Failed", progress.failed],
                ["Unsubscribed", progress.unsubscribed],
              ] as const
            ).map(([term, value]) => (
              <div key={term} className="flex gap-1.5">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {campaign.status === "draft" ? (
          <>
            <Button type="button" size="sm" variant="outline" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Edit, preview and send
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={remove.isPending}
              onClick={() => remove.mutate(campaign.id)}
              aria-label={`Delete the draft ${campaign.subject}`}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </>
        ) : null}
        {campaign.status === "sending" ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={pause.isPending}
            onClick={() => pause.mutate(campaign.id)}
          >
            <Pause aria-hidden="true" />
            Pause
          </Button>
        ) : null}
        {campaign.status === "paused" ? (
          <Button
            type="button"
            size="sm"
            disabled={resume.isPending}
            onClick={() => resume.mutate({ id: campaign.id, ratePerMinute: campaign.ratePerMinute })}
          >
            <Play aria-hidden="true" />
            Resume
          </Button>
        ) : null}
      </div>
    </li>
  );
}
