import { Skeleton } from "@/components/ui/skeleton";
import { useCampaignPreview } from "./use-campaign-preview";

/**
 * The email as subscribers will get it: the server's HTML part (decision 061). It is set as HTML on
 * purpose: the server made it from the owner's Markdown with react-markdown, raw HTML dropped and
 * only safe link addresses kept, and every other value escaped (campaign-email.ts). A frame would
 * keep its styles apart, but a sandboxed one cannot load the shop's own pictures (they are served
 * same-origin only) and one sharing the origin would let the accessibility check's scripts in.
 */
export function CampaignPreview({ id, subject }: { id: string; subject: string }) {
  const preview = useCampaignPreview(id);
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm text-muted-foreground">
        Preview · <span className="font-medium text-foreground">{preview.data?.subject ?? subject}</span>
      </figcaption>
      {preview.data ? (
        <div
          data-testid="campaign-preview"
          // The page's reset drops list markers that mail clients show.
          className="max-h-[36rem] overflow-y-auto rounded-md border border-border [&_ol]:list-decimal [&_ul]:list-disc"
          dangerouslySetInnerHTML={{ __html: preview.data.html }}
        />
      ) : preview.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The preview could not be loaded.
        </p>
      ) : (
        <Skeleton className="h-[32rem] w-full" />
      )}
    </figure>
  );
}
