import type { Category } from "@shared/categories";
import type { Product } from "@shared/product";
import { collectionPath, productPath } from "@shared/routes";
import { absoluteUrl, PageHead, SHOP_NAME, summary, useOrigin } from "@/lib/page-head";

/** The schema.org CollectionPage of a collection, with an ItemList of its products (decision 056). */
function collectionJsonLd(category: Category, products: readonly Product[], origin: string): object {
  const url = absoluteUrl(collectionPath(category.slug), origin);
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    "@id": url,
    url,
    name: category.name,
    ...(category.description ? { description: category.description } : {}),
    isPartOf: { "@type": "WebSite", name: SHOP_NAME, url: absoluteUrl("/", origin) },
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: products.length,
      itemListElement: products.map((product, index) => ({
        "@type": "ListItem",
        position: index + 1,
        url: absoluteUrl(productPath(product.slug), origin),
        name: product.name,
        image: absoluteUrl(product.imageUrl, origin),
      })),
    },
  };
}

/** A collection page's head: its name, description, canonical address (without filters) and JSON-LD. */
export function CollectionHead({ category, products }: { category: Category; products: readonly Product[] }) {
  const origin = useOrigin();
  return (
    <PageHead
      title={category.name}
      description={summary(category.description || `${category.name} from ${SHOP_NAME}, handmade in our workshop.`)}
      path={collectionPath(category.slug)}
      image={products[0]?.imageUrl}
      imageAlt={products[0]?.name}
      jsonLd={[collectionJsonLd(category, products, origin)]}
    />
  );
}
