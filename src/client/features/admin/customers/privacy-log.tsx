import type { PrivacyLogEntry } from "@shared/privacy";
import { Skeleton } from "@/components/ui/skeleton";
import { formatLongDate } from "@/lib/format";
import { PRIVACY_ACTION_LABELS, PRIVACY_LOG_PREFIX, PRIVACY_LOG_TOOLBAR } from "./privacy-log-options";
import { privacyLogList } from "./use-privacy";
import { useAdminList } from "../admin-list";
import { AdminListSection } from "../admin-panel";
import { ListToolbar } from "../list-toolbar";

const byWhom = (entry: PrivacyLogEntry) =>
  entry.actor === "customer" ? "by the customer" : `by ${entry.adminEmail ?? "an admin"}`;

/**
 * The privacy log (decisions 065, 071): each download and deletion, the person named by their
 * former account id only, searched, filtered and paged like the admin's other lists.
 */
export function PrivacyLog() {
  const { query, controls } = useAdminList(privacyLogList, PRIVACY_LOG_PREFIX);
  return (
    <AdminListSection
      titleId="privacy-log-title"
      title="Privacy log"
      description="Every data download and account deletion. A person is named by their account reference, never by name or email."
      toolbar={<ListToolbar controls={controls} {...PRIVACY_LOG_TOOLBAR} />}
      query={query}
      controls={controls}
      loadError="The privacy log could not be loaded."
      empty={{ title: "Nothing logged yet", hint: "Data downloads and account deletions will appear here." }}
    >
      {query.isLoading ? (
        <div className="grid gap-2 p-4 sm:px-6" aria-busy="true">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : (
        <ul className="divide-y divide-border" aria-label="Privacy log entries">
          {query.data?.map((entry) => (
            <li key={entry.id} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[10rem_1fr] sm:px-6">
              <span className="text-muted-foreground">{formatLongDate(entry.createdAt)}</span>
              <span>
                <span className="font-medium">{PRIVACY_ACTION_LABELS[entry.action]}</span> {byWhom(entry)}
                {" · "}
                <span className="text-muted-foreground">
                  account ref. <code className="font-mono text-xs">{entry.subjectRef.slice(0, 8)}</code>
                  {entry.detail ? ` · ${entry.detail}` : null}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </AdminListSection>
  );
}
