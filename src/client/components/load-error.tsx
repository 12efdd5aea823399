import { Button } from "@/components/ui/button";

/** A storefront list that failed to load: what it was, and a way to try again. */
export function LoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-lg border border-border bg-card px-6 py-12 text-center shadow-sm"
    >
      <p className="font-serif text-xl font-semibold">{message}</p>
      <p className="text-sm text-muted-foreground">Please check your connection and try again.</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? "Trying again..." : "Try again"}
      </Button>
    </div>
  );
}
