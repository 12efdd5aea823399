import { siteText, useSiteContent } from "@/features/site-content/use-site-content";
import { absoluteUrl, PageHead, SHOP_NAME, useOrigin } from "@/lib/page-head";
import { DEFAULT_HERO_IMAGE } from "./hero";

const HOME_DESCRIPTION =
  "Handcrafted walnut, maple and cherry cutting boards, cut, glued and oiled by hand in a small workshop. Made for everyday cooking and built to be handed down.";

/** The shop itself for search engines: who makes the boards, and the site. */
export function HomeHead() {
  const origin = useOrigin();
  const { data } = useSiteContent();
  const { contactEmail, contactPhone } = siteText(data);
  const home = absoluteUrl("/", origin);
  return (
    <PageHead
      title={`${SHOP_NAME} — Handcrafted Cutting Boards`}
      fullTitle
      description={HOME_DESCRIPTION}
      path="/"
      image={data?.heroImageUrl || DEFAULT_HERO_IMAGE}
      imageAlt="Hardwood cutting boards on a workbench"
      jsonLd={[
        {
          "@context": "https://schema.org",
          "@type": "Organization",
          "@id": `${home}#organization`,
          name: SHOP_NAME,
          url: home,
          logo: absoluteUrl("/favicon.svg", origin),
          email: contactEmail,
          telephone: contactPhone,
        },
        {
          "@context": "https://schema.org",
          "@type": "WebSite",
          "@id": `${home}#website`,
          name: SHOP_NAME,
          url: home,
          publisher: { "@id": `${home}#organization` },
        },
      ]}
    />
  );
}
