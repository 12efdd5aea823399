import { ShieldCheck } from "lucide-react";
import type { PrivacyLogEntry } from "@shared/privacy";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatLongDate } from "@/lib/format";
import { usePrivacyLog } from "./use-privacy";

const ACTIONS: Record<PrivacyLogEntry["action"], string> = { export: "Data downloaded", delete: "Account deleted" };

const byWhom = (entry: PrivacyLogEntry) =>
  entry.actor === "customer" ? "by the customer" : `by ${entry.adminEmail ?? "an admin"}`;

/** The privacy log (decision 065): each download and deletion, the person named by their former account id only. */
export function PrivacyLog() {
  const log = usePrivacyLog();
  return (
    <section aria-labelledby="privacy-log-title" className="mt-8">
      <Card className="overflow-hidden">
        <div className="flex flex-wrap items-center gap-3 border-b border-border p-4 sm:px-6">
          <ShieldCheck className="size-5 text-muted-foreground" aria-hidden="true" />
          <div>
            <h2 id="privacy-log-title" className="font-serif text-xl font-semibold">
              Privacy log
            </h2>
            <p className="text-sm text-muted-foreground">
              Every data download and account deletion. A person is named by their account reference, never by name or
              email.
            </p>
          </div>
        </div>
        {log.isLoading ? (
          <div className="grid gap-2 p-4 sm:px-6" aria-busy="true">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        ) : log.isError ? (
          <div className="flex flex-wrap items-center gap-3 p-4 sm:px-6">
            <p role="alert" className="text-destructive">
              The privacy log could not be loaded.
            </p>
            <Button variant="outline" size="sm" onClick={() => void log.refetch()}>
              Try again
            </Button>
          </div>
        ) : !log.data?.length ? (
          <p className="p-4 text-sm text-muted-foreground sm:px-6">Nothing yet: downloads and deletions appear here.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Privacy log entries">
            {log.data.map((entry) => (
              <li key={entry.id} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[10rem_1fr] sm:px-6">
                <span className="text-muted-foreground">{formatLongDate(entry.createdAt)}</span>
                <span>
                  <span className="font-medium">{ACTIONS[entry.action]}</span> {byWhom(entry)}
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
      </Card>
    </section>
  );
}
