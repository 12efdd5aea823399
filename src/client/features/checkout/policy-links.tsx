import { POLICY_PAGES } from "@shared/routes";

const POLICY_LINK =
  "rounded-sm font-medium text-foreground underline underline-offset-4 hover:text-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** The shop's policies, under the button: each opens in a new tab, so the form keeps what was typed (decision 023). */
export function PolicyLinks() {
  const [shipping, privacy, terms] = POLICY_PAGES;
  const link = (policy: (typeof POLICY_PAGES)[number]) => (
    <a href={policy.path} target="_blank" rel="noopener" className={POLICY_LINK}>
      {policy.title}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
  return (
    <p className="text-center text-sm leading-relaxed text-muted-foreground">
      By placing your order you agree to our {link(terms)}. Read our {link(shipping)} and {link(privacy)}.
    </p>
  );
}
