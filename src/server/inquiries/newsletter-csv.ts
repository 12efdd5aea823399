export type Subscriber = { name: string; email: string; createdAt: Date };

/**
 * One cell: a value a spreadsheet would read as a formula (= + - @, or a tab or carriage return
 * before one) gets a leading quote; quotes, commas and line breaks are quoted per RFC 4180.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** name,email,date of the active subscribers, for the owner's mailing tool. */
export function newsletterCsv(subscribers: Subscriber[]): string {
  const rows = subscribers.map((s) => [s.name, s.email, s.createdAt.toISOString().slice(0, 10)].map(cell).join(","));
  return ["name,email,date", ...rows].join("\r\n") + "\r\n";
}
