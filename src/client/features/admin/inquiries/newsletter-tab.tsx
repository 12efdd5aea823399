import { FileDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format";
import { EmailLink } from "./inquiry-cells";
import { useArchiveInquiry } from "./use-archive-inquiry";
import { NEWSLETTER_CSV_URL, useNewsletterSubscriptions } from "./use-newsletter-subscriptions";
import { AdminTableHeader, SkeletonRows } from "../admin-table";
import { AdminCard, AdminList, ArchiveButton, RowActions } from "../admin-panel";

const COLUMNS = ["Name", "Email", "Date", "Actions"] as const;
const SKELETON_ROWS = 4;

/** SPEC §2, Newsletter tab, with a CSV of the active subscribers for the owner's mailing tool. */
export function NewsletterTab() {
  const query = useNewsletterSubscriptions();
  const { data: subscriptions, isLoading } = query;
  const archive = useArchiveInquiry();

  return (
    <section aria-labelledby="admin-newsletter-title">
      <AdminCard
        titleId="admin-newsletter-title"
        title="Newsletter"
        description="People who signed up for news, newest first. Archive someone to leave them out of the export."
        action={
          <Button asChild variant="outline">
            <a href={NEWSLETTER_CSV_URL} download>
              <FileDown aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      >
        <AdminList
          query={query}
          loadError="The subscriptions could not be loaded."
          empty={{ title: "No newsletter subscriptions yet", hint: "Sign-ups from the home page and the footer will appear here." }}
        >
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
                          <RowActions>
                            <ArchiveButton pending={archiving} onClick={() => archive.mutate(subscription.id)} />
                          </RowActions>
                        </TableCell>
                      </TableRow>
                    );
                  })}
            </TableBody>
          </Table>
        </AdminList>
      </AdminCard>
    </section>
  );
}
