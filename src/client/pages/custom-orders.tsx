import { Hammer, MessagesSquare, PenTool, Truck } from "@/components/ui/icons";
import { Card } from "@/components/ui/card";
import { Suspense, useEffect, useMemo } from "react";
import { useSearch } from "wouter";
import { PageHead } from "@/lib/page-head";
import { Island } from "@/lib/island";
import { lazyPart } from "@/lib/lazy-page";
import { useHydrated } from "@/lib/hydrated";
import { parseCustomOrderPrefill } from "@/lib/custom-order-prefill";

// The form (react-hook-form, zod and the shared schemas: most of this page's code) is a chunk of its
// own: the server's HTML shows it at once, and its code loads beside the page's, before the page
// hydrates (lazyPart).
const CustomOrderForm = lazyPart(() => import("@/features/inquiries/custom-order-form").then((m) => m.CustomOrderForm));
export const preload = CustomOrderForm.preload;

const PROCESS_STEPS = [
  {
    icon: MessagesSquare,
    title: "Consultation",
    text: "We talk through size, woods, use and budget, by email, phone or text, whichever suits you.",
  },
  {
    icon: PenTool,
    title: "Design Approval",
    text: "You get a drawing and a firm quote; once you approve it and pay the deposit, we choose your lumber.",
  },
  {
    icon: Hammer,
    title: "Crafting",
    text: "Your board is cut, glued, planed, sanded and oiled by hand, with photos from the bench along the way.",
  },
  {
    icon: Truck,
    title: "Delivery",
    text: "After the final payment it is packed with care and shipped to your door, ready for its first meal.",
  },
] as const;

export default function CustomOrdersPage() {
  // 'Commission one like it' on a sold-out board comes here with the board's facts in the query. The
  // server renders the page without them (one page for every query), so the form takes them once
  // the app has hydrated that HTML, and the page goes to the form the shopper came for.
  const search = useSearch();
  const hydrated = useHydrated();
  const prefill = useMemo(() => (hydrated ? parseCustomOrderPrefill(search) : null), [hydrated, search]);
  useEffect(() => {
    if (prefill) document.getElementById("quote-heading")?.scrollIntoView({ block: "start" });
  }, [prefill]);

  return (
    <>
      <PageHead
        title="Custom Orders"
        description="A cutting board designed and built by hand for your kitchen: tell us the size, the woods and the story, and get a free quote."
        path="/custom-orders"
      />
      <section aria-labelledby="custom-orders-heading" className="wood-grain border-b border-border">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Made to order</p>
          <h1
            id="custom-orders-heading"
            className="mt-3 max-w-3xl text-4xl font-semibold leading-tight sm:text-5xl lg:text-6xl"
          >
            A board made for your kitchen alone
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground">
            An odd-sized counter, a favourite wood, a family name burned into the edge: tell us what you have in mind
            and we will design and build it by hand. Quotes are free and come with no obligation.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16 lg:px-8">
        <section aria-labelledby="quote-heading">
          <Card elevation="raised" className="p-5 sm:p-8">
            <h2 id="quote-heading" className="scroll-mt-28 text-2xl font-semibold sm:text-3xl">
              Request a quote
            </h2>
            <p className="mt-2 text-muted-foreground">
              Only your name and email are required; the more you tell us, the better our first sketch.
            </p>
            <Suspense
              fallback={
                <p role="status" className="mt-7 min-h-[60rem] text-muted-foreground">
                  Loading the form…
                </p>
              }
            >
              <Island name="custom-order-form">
                <CustomOrderForm className="mt-7" prefill={prefill} />
              </Island>
            </Suspense>
          </Card>
        </section>

        <section aria-labelledby="process-heading" className="lg:pt-2">
          <h2 id="process-heading" className="text-2xl font-semibold sm:text-3xl">
            Our Process
          </h2>
          <p className="mt-2 text-muted-foreground">From first message to first slice, usually four to six weeks.</p>
          <ol className="mt-8 grid gap-0">
            {PROCESS_STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="relative flex gap-4 pb-8 last:pb-0">
                {index < PROCESS_STEPS.length - 1 ? (
                  <span
                    aria-hidden="true"
                    className="absolute left-6 top-12 bottom-0 w-px -translate-x-1/2 bg-border"
                  />
                ) : null}
                <span className="relative flex size-12 shrink-0 items-center justify-center rounded-full bg-card text-accent shadow-sm ring-1 ring-border">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="pt-1">
                  <h3 className="text-lg font-semibold">
                    <span className="mr-2 font-sans text-sm font-semibold text-accent">{`0${index + 1}`}</span>
                    {title}
                  </h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
