import { useEffect, useRef } from "react";
import type { AdminCounts } from "@shared/admin-lists";
import { TabsList, TabsTrigger } from "@/components/ui/tabs";

/** A tab's count of what needs the owner, and what it means for a screen reader. */
export type TabCountOf = { of: (c: AdminCounts) => number; says: (c: AdminCounts) => string };

export type AdminTab = { value: string; label: string; count?: TabCountOf };

/** A group of tabs under its small label ("Sell", "Catalogue", …). */
export type AdminTabGroup = { label: string; tabs: readonly AdminTab[] };

/** The height of the bar, for the page's scroll padding (styles.css): focus never lands under it. */
const HEIGHT_VARIABLE = "--admin-tab-bar-height";

/**
 * The admin's sections (decision 083): one tab list, sticky under the site's header, its tabs grouped
 * under small labels and wrapping onto rows where they do not fit, so every tab is in sight at every
 * width without scrolling the bar. Below 1024 px the groups flow one after another (a group may go
 * on on the next row, its label kept with its first tab); from 1024 px a group stays whole.
 */
export function AdminTabBar({ groups, counts }: { groups: readonly AdminTabGroup[]; counts: AdminCounts | undefined }) {
  const ref = useRef<HTMLDivElement>(null);

  // The page scrolls a focused control or a field clear of the header and of this bar (WCAG 2.4.11):
  // the bar's height changes with the width and the counts, so it is measured.
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(HEIGHT_VARIABLE, `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, []);

  const tabs = groups.flatMap((group) => group.tabs);
  const countOf = (tab: AdminTab) => (tab.count && counts ? tab.count.of(counts) : 0);

  const trigger = (tab: AdminTab) => {
    const count = countOf(tab);
    return (
      <TabsTrigger
        key={tab.value}
        value={tab.value}
        aria-describedby={count > 0 ? `admin-tab-count-${tab.value}` : undefined}
        size="compact"
        className="gap-1.5"
      >
        {tab.label}
        {count > 0 ? <TabCount count={count} /> : null}
      </TabsTrigger>
    );
  };

  return (
    <div
      ref={ref}
      data-admin-tab-bar=""
      className="sticky top-16 z-30 -mx-4 border-b border-border bg-background/95 px-4 py-2 backdrop-blur supports-[backdrop-filter]:bg-background/85 sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8"
    >
      <TabsList aria-label="Admin sections" layout="rows" className="lg:gap-x-5 lg:gap-y-1.5 lg:bg-transparent lg:p-0">
        {groups.map((group) => {
          const [first, ...rest] = group.tabs;
          return (
            // A group is a box of its own from 1024 px; below, its tabs flow with the others'.
            <div
              key={group.label}
              data-tab-group={group.label}
              className="contents lg:flex lg:flex-wrap lg:items-center lg:gap-1 lg:rounded-md lg:bg-secondary lg:p-1"
            >
              {/* The label goes with the group's first tab, never alone at the end of a row. */}
              <div className="flex items-center gap-1">
                <GroupLabel>{group.label}</GroupLabel>
                {trigger(first)}
              </div>
              {rest.map(trigger)}
            </div>
          );
        })}
      </TabsList>
      {/* What each count means, for screen readers: the tabs' descriptions. */}
      <div hidden>
        {tabs.map((tab) =>
          countOf(tab) > 0 && tab.count && counts ? (
            <span key={tab.value} id={`admin-tab-count-${tab.value}`}>
              {tab.count.says(counts)}
            </span>
          ) : null,
        )}
      </div>
    </div>
  );
}

/** A group's name: seen, not read out (the tab list holds only tabs; each tab's name says what it is). */
function GroupLabel({ children }: { children: string }) {
  return (
    <span
      aria-hidden="true"
      className="select-none pl-1.5 pr-0.5 text-[10px] font-semibold uppercase tracking-[0.08em] text-muted-foreground sm:text-[11px]"
    >
      {children}
    </span>
  );
}

/**
 * A tab's count of what needs the owner. CSS draws the number from data-count, so the tab's text and
 * name stay the spec's; screen readers hear the count as the tab's description.
 */
function TabCount({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      data-count={count > 99 ? "99+" : String(count)}
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-[11px] font-semibold leading-5 text-accent-foreground after:content-[attr(data-count)]"
    />
  );
}
