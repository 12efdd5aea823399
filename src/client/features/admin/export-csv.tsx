import { useId, useState } from "react";
import { FileDown } from "lucide-react";
import { exportHref, type ExportName } from "@shared/exports";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * 'Export CSV': a plain link the browser downloads itself, with the session cookie, so the file
 * streams to disk instead of through the page's memory (decision 029).
 */
export function ExportCsvLink({ name, filters }: { name: ExportName; filters?: Record<string, string | undefined> }) {
  return (
    <Button asChild variant="outline">
      <a href={exportHref(name, filters)} download>
        <FileDown aria-hidden="true" />
        Export CSV
      </a>
    </Button>
  );
}

/** The orders' export with its optional date range: both days included, blank for every order. */
export function OrdersExport() {
  const id = useId();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const backwards = Boolean(from && to && from > to);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          className="w-40"
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          className="w-40"
          value={to}
          min={from || undefined}
          aria-invalid={backwards || undefined}
          aria-describedby={backwards ? `${id}-error` : undefined}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      {backwards ? (
        <>
          <Button variant="outline" disabled>
            <FileDown aria-hidden="true" />
            Export CSV
          </Button>
          <p id={`${id}-error`} role="alert" className="basis-full text-sm text-destructive">
            From must be on or before To.
          </p>
        </>
      ) : (
        <ExportCsvLink name="orders" filters={{ from, to }} />
      )}
    </div>
  );
}
