import { Link } from "wouter";
import { ArrowRight, Award, Hand, Mail, Phone, Ruler, Trees } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { IconPoints } from "@/components/icon-points";
import { ContactForm } from "@/features/inquiries/contact-form";
import { NewsletterForm } from "@/features/inquiries/newsletter-form";
import { siteText, useSiteContent } from "@/features/site-content/use-site-content";

// The home page's sections around the shop, top to bottom.

const CRAFT_POINTS = [
  {
    icon: Trees,
    title: "Solid hardwood",
    text: "Walnut, maple and cherry from responsibly managed North American forests. No veneers, no fillers.",
  },
  {
    icon: Hand,
    title: "Hand finished",
    text: "Planed, sanded to silk and oiled with food-safe mineral oil and beeswax, one board at a time.",
  },
  {
    icon: Award,
    title: "Built to last",
    text: "Thick, edge-glued boards that are kind to your knives and made to be handed down.",
  },
] as const;

export function CraftStrip() {
  return (
    <section aria-labelledby="craft-heading" className="wood-grain border-b border-border">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-14 lg:px-8">
        <h2 id="craft-heading" className="sr-only">
          Why our boards
        </h2>
        <IconPoints points={CRAFT_POINTS} spacing="wide" className="sm:grid-cols-3" />
      </div>
    </section>
  );
}

/** The /#custom target (SPEC §2): a short pitch that leads to the quote form. */
export function CustomTeaser() {
  return (
    <section id="custom" aria-labelledby="custom-heading" className="scroll-mt-16 bg-foreground text-background">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-[1fr_auto] lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-[#f0d9bd]">Custom orders</p>
          <h2 id="custom-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
            Have a board in mind that isn't here?
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-background/80">
            Tell us the size, the woods and who it is for. We will sketch it, quote it and build it by hand, just for
            you.
          </p>
        </div>
        <Button
          asChild
          size="lg"
          variant="bare"
          ring="inverse"
          className="w-full bg-background text-foreground shadow-md hover:bg-secondary sm:w-auto"
        >
          <Link href="/custom-orders">
            <Ruler aria-hidden="true" />
            Start a Custom Order
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}

export function NewsletterSection() {
  return (
    <section aria-labelledby="newsletter-heading" className="wood-grain border-b border-border">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Newsletter</p>
          <h2 id="newsletter-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
            Stay Connected
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-muted-foreground">
            New woods, limited runs and notes from the workshop, a few times a year. No spam, ever.
          </p>
        </div>
        <NewsletterForm variant="section" className="mx-auto mt-10 max-w-3xl" />
      </div>
    </section>
  );
}

export function ContactSection() {
  const { data } = useSiteContent();
  const { contactHeading, contactSubheading, contactEmail, contactPhone } = siteText(data);

  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-16 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16 lg:px-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Contact</p>
          <h2 id="contact-heading" className="mt-3 text-4xl font-semibold sm:text-5xl">
            {contactHeading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{contactSubheading}</p>
          <ul className="mt-8 grid gap-4">
            <ContactLine icon={Mail} label="Email" href={`mailto:${contactEmail}`} value={contactEmail} />
            <ContactLine
              icon={Phone}
              label="Phone"
              href={`tel:${contactPhone.replace(/[^\d+]/g, "")}`}
              value={contactPhone}
            />
          </ul>
        </div>
        <Card elevation="raised" className="p-5 sm:p-8">
          <h3 className="text-2xl font-semibold">Send us a message</h3>
          <p className="mt-2 text-sm text-muted-foreground">We usually answer within one working day.</p>
          <ContactForm className="mt-6" />
        </Card>
      </div>
    </section>
  );
}

function ContactLine({
  icon: Icon,
  label,
  href,
  value,
}: {
  icon: typeof Mail;
  label: string;
  href: string;
  value: string;
}) {
  return (
    <li className="flex items-center gap-4">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-card text-accent shadow-sm ring-1 ring-border">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <a
          href={href}
          className="break-words font-medium text-foreground underline-offset-4 hover:text-accent hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {value}
        </a>
      </div>
    </li>
  );
}
