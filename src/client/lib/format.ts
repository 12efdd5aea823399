const LONG_DATE = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });

/** 'MMMM d, yyyy', e.g. "November 22, 2026" (SPEC §9, Order date format). */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : LONG_DATE.format(date);
}
