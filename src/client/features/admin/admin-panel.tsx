import type { ReactNode } from "react";
import { Archive, Eye } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import type { ListControls } from "./admin-list";
import { ActionLabel } from "./admin-table";
import { ListPager, ListTitle } from "./list-toolbar";

type AdminCardProps = {
  /** The heading's id, for a section's aria-labelledby. */
  titleId?: string;
  title: string;
  description: ReactNode;
  /** A button beside the heading (e.g. 'Add Product'). */
  action?: ReactNode;
  /** Clip the content to the rounded corners (tables); off where something must stick while scrolling. */
  clip?: boolean;
  children: ReactNode;
};

/** One admin card: a heading with its description (and an action), then the content. */
export function AdminCard({ titleId, title, description, action, clip = true, children }: AdminCardProps) {
  return (
    <Card className={cn(clip && "overflow-hidden")}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border p-4 sm:px-6">
        <div>
          <h2 id={titleId} className="font-serif text-xl font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {action}
      </div>
      {children}
    </Card>
  );
}

/** What an admin list needs of its query (useQuery's result has it). */
export type ListQuery<T = unknown> = {
  data: readonly T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type AdminListProps = {
  /** The list's query: its rows, loading and error state. */
  query: ListQuery;
  /** A list read page by page: its search, filters and pages (decision 032); a search that finds nothing says so. */
  controls?: ListControls;
  /** Shown when the list could not be loaded, with 'Try again'. */
  loadError: string;
  /** The empty state (SPEC §2 texts) and where the rows will come from. */
  empty: { title: string; hint?: string };
  /** The table; it shows its own placeholder rows while loading. */
  children: ReactNode;
};

/** An admin list: its load error with a retry, its empty state, or the table. */
export function AdminList({ query, controls, loadError, empty, children }: AdminListProps) {
  if (query.isError) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
        <p className="text-muted-foreground">{loadError}</p>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? "Retrying..." : "Try again"}
        </Button>
      </div>
    );
  }
  if (query.data?.length === 0 && controls?.isFiltered) {
    return (
      <div className="flex flex-col items-center gap-1 px-4 py-12 text-center">
        <p className="font-medium">No matches</p>
        <p className="text-sm text-muted-foreground">Nothing here matches the search and filters above.</p>
      </div>
    );
  }
  if (query.data?.length === 0) {
    return (
      <div className="flex flex-col items-center gap-1 px-4 py-12 text-center">
        <p className="font-medium">{empty.title}</p>
        {empty.hint ? <p className="text-sm text-muted-foreground">{empty.hint}</p> : null}
      </div>
    );
  }
  return children;
}

export type AdminListSectionProps = Omit<AdminCardProps, "clip"> &
  Omit<AdminListProps, "children"> & {
    /** The heading's id: it names the section. */
    titleId: string;
    /** The table. */
    children: ReactNode;
    /** What the section holds beside its card: the dialogs its rows open. */
    dialogs?: ReactNode;
    /** The list's search, filters and sort, above it; its pages go below (`controls`). */
    toolbar?: ReactNode;
  };

/** An admin tab's list: a section named by its card's heading, holding the list and its dialogs. */
export function AdminListSection({
  query,
  controls,
  toolbar,
  loadError,
  empty,
  children,
  dialogs,
  ...card
}: AdminListSectionProps) {
  return (
    <section aria-labelledby={card.titleId}>
      <ListTitle value={card.title}>
        <AdminCard {...card}>
          {toolbar}
          <AdminList query={query} controls={controls} loadError={loadError} empty={empty}>
            {children}
          </AdminList>
          {controls ? <ListPager controls={controls} titleId={card.titleId} /> : null}
        </AdminCard>
      </ListTitle>
      {dialogs}
    </section>
  );
}

/** On a row: the icon alone from 1024px up, with its words beside it on a phone's card (ActionLabel). */
const ROW_BUTTON = "lg:size-9 lg:px-0";

export function ViewDetailsButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" className={ROW_BUTTON} title="View Details" onClick={onClick}>
      <Eye aria-hidden="true" />
      <ActionLabel>View Details</ActionLabel>
    </Button>
  );
}

/** 'Archive'; `pending` while an archive without confirmation is on its way. */
export function ArchiveButton({ onClick, pending = false }: { onClick: () => void; pending?: boolean }) {
  return (
    <Button variant="ghost" size="sm" className={ROW_BUTTON} title="Archive" disabled={pending} onClick={onClick}>
      <Archive aria-hidden="true" />
      <ActionLabel>{pending ? "Archiving..." : "Archive"}</ActionLabel>
    </Button>
  );
}

/** A titled block of a details dialog. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid min-w-0 content-start gap-2">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
      {children}
    </section>
  );
}

/** One label and value of a details dialog's <dl>; `align` "start" for values that wrap over lines. */
export function Detail({
  label,
  align = "center",
  children,
}: {
  label: string;
  align?: "center" | "start";
  children: ReactNode;
}) {
  return (
    <div
      className={cn("grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2", align === "start" ? "items-start" : "items-center")}
    >
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
