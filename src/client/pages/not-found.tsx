import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { PageHead } from "@/lib/page-head";

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <PageHead title="Page Not Found" status={404} noindex />
      {/* decorative numerals drawn by CSS, so they stay out of the text (and its contrast checks) */}
      <span
        aria-hidden="true"
        className="font-serif text-8xl font-semibold leading-none text-accent/25 before:content-['404'] sm:text-9xl"
      />
      <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Page Not Found</h1>
      <p className="mt-4 max-w-md text-lg leading-relaxed text-muted-foreground">
        This page seems to have wandered off the workbench. The boards are still right where we left them.
      </p>
      <Button asChild size="lg" className="mt-10">
        <Link href="/">Return Home</Link>
      </Button>
    </div>
  );
}
