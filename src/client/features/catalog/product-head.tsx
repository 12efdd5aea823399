import type { Product } from "@shared/product";
import { productPath } from "@shared/routes";
import { absoluteUrl, PageHead, SHOP_NAME, summary, useOrigin } from "@/lib/page-head";

/** The schema.org Product with its Offer that search engines show as a rich result. */
export function productJsonLd(product: Product, origin: string): object {
  const url = absoluteUrl(productPath(product.slug), origin);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": url,
    name: product.name,
    description: product.description,
    image: product.images.map((image) => absoluteUrl(image.url, origin)),
    sku: product.id,
    url,
    brand: { "@type": "Brand", name: SHOP_NAME },
    material: product.woodComposition.map((wood) => wood.type).join(", "),
    offers: {
      "@type": "Offer",
      url,
      price: product.price,
      priceCurrency: "USD",
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
  };
}

/** A board's head, on its page and while its dialog is open over the home page. */
export function ProductHead({ product }: { product: Product }) {
  const origin = useOrigin();
  return (
    <PageHead
      title={product.name}
      description={summary(product.description)}
      path={productPath(product.slug)}
      image={product.imageUrl}
      imageAlt={product.name}
      type="product"
      jsonLd={[productJsonLd(product, origin)]}
    />
  );
}
