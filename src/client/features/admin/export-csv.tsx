import { FileDown } from "@/components/ui/icons";
import { exportHref, type ExportName } from "@shared/exports";
import { Button } from "@/components/ui/button";

/**
 * 'Export CSV': a plain link the browser downloads itself, with the session cookie, so the file
 * streams to disk instead of through the page's memory (decision 029). It holds every row that
 * matches the list's search and filters, on every page.
 */
export function ExportCsvLink({ name, filters }: { name: ExportName; filters?: Readonly<Record<string, string>> }) {
  return (
    <Button asChild variant="outline">
      <a href={exportHref(name, filters)} download>
        <FileDown aria-hidden="true" />
        Export CSV
      </a>
    </Button>
  );
}
