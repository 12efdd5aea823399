// Wood composition helpers without zod, so the storefront bundle does not carry the schemas.

export type WoodEntry = { type: string; percentage: number };

export function woodTotal(entries: readonly { percentage: number }[]): number {
  // Percentages have one decimal: sum in tenths to stay exact.
  return entries.reduce((sum, e) => sum + Math.round((Number(e.percentage) || 0) * 10), 0) / 10;
}

/** 'type percentage%' joined by commas, or 'N/A' when empty or missing (SPEC §3). */
export function formatWoodComposition(entries: readonly WoodEntry[] | null | undefined): string {
  if (!entries || entries.length === 0) return "N/A";
  return entries.map((e) => `${e.type} ${e.percentage}%`).join(", ");
}
