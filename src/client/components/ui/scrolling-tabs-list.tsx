import { useCallback, useEffect, useRef, useState, type ComponentProps } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { TabsList } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";

type ScrollingTabsListProps = ComponentProps<typeof TabsList> & {
  /** The open tab: scrolled into view whenever it changes. */
  value: string;
};

/**
 * A tab bar that scrolls sideways where its tabs do not fit (a phone): the edges fade with a chevron
 * where more tabs hide, the tabs snap into place, and the open one is scrolled into view.
 */
export function ScrollingTabsList({ value, className, ...props }: ScrollingTabsListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    const before = list.scrollLeft > 2;
    const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 2;
    setMore((was) => (was.before === before && was.after === after ? was : { before, after }));
  }, []);

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  // The open tab in the middle of the bar (without scrolling the page, as scrollIntoView would).
  useEffect(() => {
    const list = ref.current;
    const active = list?.querySelector<HTMLElement>('[data-state="active"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    measure();
  }, [value, measure]);

  const nudge = (direction: 1 | -1) => {
    const list = ref.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.6, behavior: "smooth" });
  };

  return (
    <div className="relative">
      <TabsList ref={ref} onScroll={measure} layout="scroll" className={className} {...props} />
      {/* Mouse and touch helpers only: the keyboard moves along the tabs with the arrow keys. */}
      <Edge side="before" shown={more.before} onClick={() => nudge(-1)} />
      <Edge side="after" shown={more.after} onClick={() => nudge(1)} />
    </div>
  );
}

function Edge({ side, shown, onClick }: { side: "before" | "after"; shown: boolean; onClick: () => void }) {
  const Icon = side === "before" ? ChevronLeft : ChevronRight;
  return (
    <div
      aria-hidden="true"
      data-testid={`tabs-more-${side}`}
      onClick={onClick}
      className={cn(
        "absolute inset-y-0 flex w-10 cursor-pointer items-center rounded-md text-muted-foreground transition-opacity duration-200",
        side === "before"
          ? "left-0 justify-start bg-gradient-to-r from-secondary from-40% to-transparent pl-0.5"
          : "right-0 justify-end bg-gradient-to-l from-secondary from-40% to-transparent pr-0.5",
        shown ? "opacity-100" : "pointer-events-none opacity-0",
      )}
    >
      <Icon className="size-5" />
    </div>
  );
}
