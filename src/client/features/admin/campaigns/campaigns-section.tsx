import { useState } from "react";
import { Mail, Plus } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { AdminCard } from "../admin-panel";
import { CampaignEditor } from "./campaign-editor";
import { CampaignRow } from "./campaign-row";
import { useCampaignAudience } from "./use-campaign-audience";
import { useCampaigns } from "./use-campaigns";

/** The Newsletter tab's campaigns (decision 061): write one, preview, test, send, follow its progress. */
export function CampaignsSection() {
  const campaigns = useCampaigns();
  const audience = useCampaignAudience();
  // "new", a draft's id, or nothing open.
  const [editing, setEditing] = useState<string | null>(null);
  const draft = campaigns.data?.find((c) => c.id === editing);
  const counts = audience.data;
  return (
    <AdminCard
      titleId="admin-campaigns-title"
      title="Campaigns"
      description={
        counts
          ? `${counts.confirmed} confirmed subscribers will get a campaign · ${counts.unconfirmed} not confirmed yet · ${counts.unsubscribed} unsubscribed`
          : "Write to the people who confirmed their sign-up."
      }
      action={
        editing ? null : (
          <Button type="button" onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" />
            New campaign
          </Button>
        )
      }
    >
      {editing ? (
        <CampaignEditor
          key={draft?.id ?? "new"}
          campaign={draft}
          onClose={() => setEditing(null)}
          onSaved={(saved) => setEditing(saved.id)}
        />
      ) : null}
      {campaigns.isLoading ? (
        <div className="grid gap-3 p-4 sm:px-6">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : campaigns.isError ? (
        <div className="p-4 sm:px-6">
          <LoadError
            message="The campaigns could not be loaded."
            onRetry={() => void campaigns.refetch()}
            retrying={campaigns.isFetching}
          />
        </div>
      ) : campaigns.data?.length ? (
        <ul className="divide-y divide-border" aria-label="Campaigns">
          {campaigns.data.map((campaign) => (
            <CampaignRow key={campaign.id} campaign={campaign} onEdit={() => setEditing(campaign.id)} />
          ))}
        </ul>
      ) : editing ? null : (
        <div className="grid justify-items-center gap-2 p-8 text-center">
          <Mail aria-hidden="true" className="size-8 text-accent" />
          <p className="font-serif text-lg font-semibold">No campaigns yet</p>
          <p className="max-w-md text-sm text-muted-foreground">
            Tell your subscribers about new boards: write a campaign, preview it, send yourself a test, then send it.
          </p>
        </div>
      )}
    </AdminCard>
  );
}
