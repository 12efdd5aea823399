/** The days of the sales tax report, as its two date inputs hold them ("yyyy-mm-dd"; "" for no bound). */
type TaxPeriod = { from: string; to: string };

/** The report opens on this month so far: its first day to today, UTC days as the server counts them. */
export function thisMonthSoFar(now: Date = new Date()): TaxPeriod {
  const today = now.toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Why the report cannot be asked for these days, shown under 'To'; null when it can. */
export function taxPeriodError({ from, to }: TaxPeriod): string | null {
  return from && to && from > to ? "'From' must not be after 'To'" : null;
}
