import { Archive, FileDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import { EmailLink } from "./inquiry-cells";
import { useArchiveInquiry } from "./use-archive-inquiry";
import { NEWSLETTER_CSV_URL, useNewsletterSubscriptions } from "./use-newsletter-subscriptions";
import { AdminTableHeader, SkeletonRows } from "../admin-table";

const COLUMNS = ["Name", "Email", "Date", "Actions"] as const;
const SKELETON_ROWS = 4;

/** SPEC §2, Newsletter tab, with a CSV of the active subscribers for the owner's mailing tool. */
export function NewsletterTab() {
  const { data: subscriptions, isLoading, isError, refetch, isFetching } = useNewsletterSubscriptions();
  const archive = useArchiveInquiry();

  return (
    <section aria-labelledby="admin-newsletter-title">
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b border-border p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div>
            <h2 id="admin-newsletter-title" className="font-serif text-xl font-semibold">
              Newsletter
            </h2>
            <p className="text-sm text-muted-foreground">
              People who signed up for news, newest first. Archive someone to leave them out of the export.
            </p>
          </div>
          <Button asChild variant="outline" className="self-start sm:self-auto">
            <a href={NEWSLETTER_CSV_URL} download>
              <FileDown aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        </div>

        {isError ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <p className="text-muted-foreground">The subscriptions could not be loaded.</p>
            <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? "Retrying..." : "Try again"}
            </Button>
          </div>
        ) : !isLoading && subscriptions?.length === 0 ? (
          <div className="flex flex-col items-center gap-1 px-4 py-12 text-center">
            <p className="font-medium">No newsletter subscriptions yet</p>
            <p className="text-sm text-muted-foreground">Sign-ups from the home page and the footer will appear here.</p>
          </div>
        ) : (
          <Table className="min-w-[560px]">
            <AdminTableHeader columns={COLUMNS} />
            <TableBody aria-busy={isLoading || undefined}>
              {isLoading
                ? <SkeletonRows columns={COLUMNS} rows={SKELETON_ROWS} />
                : subscriptions?.map((subscription) => {
                    const archiving = archive.isPending && archive.variables === subscription.id;
                    return (
                      <TableRow key={subscription.id}>
                        <TableCell className="max-w-48 font-medium">{subscription.name}</TableCell>
                        <TableCell className="whitespace-nowrap">
                          <EmailLink email={subscription.email} />
                        </TableCell>
                        <TableCell className="whitespace-nowrap">{formatLongDate(subscription.createdAt)}</TableCell>
                        <TableCell>
                          <div className="flex justify-end">
                            <Button
                              variant="ghost"
                              size="sm"
                              disabled={archiving}
                              onClick={() => archive.mutate(subscription.id)}
                            >
                              <Archive aria-hidden="true" />
                              {archiving ? "Archiving..." : "Archive"}
                            </Button>
                          </div>
                        </TableCell>
                      </TableRow>
                    );
                  })}
            </TableBody>
          </Table>
        )}
      </Card>
    </section>
  );
}
