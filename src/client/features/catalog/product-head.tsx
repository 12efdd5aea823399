import type { Product } from "@shared/product";
import type { ReviewsPage } from "@shared/reviews";
import { productPath } from "@shared/routes";
import { absoluteUrl, PageHead, SHOP_NAME, summary, useOrigin } from "@/lib/page-head";

/** What search engines show of a board's approved reviews: their average and count, and the newest (decision 058). */
function reviewsJsonLd(reviews: ReviewsPage | undefined): object {
  if (!reviews?.count || reviews.average === null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews.map((review) => ({
      "@type": "Review",
      name: review.title,
      reviewBody: review.text,
      datePublished: review.createdAt.slice(0, 10),
      author: { "@type": "Person", name: review.author },
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/** The schema.org Product with its Offer (and its reviews' rating) that search engines show as a rich result. */
function productJsonLd(product: Product, origin: string, reviews?: ReviewsPage): object {
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
    ...reviewsJsonLd(reviews),
  };
}

/** A board's head, on its page and while its dialog is open over the home page. */
export function ProductHead({ product, reviews }: { product: Product; reviews?: ReviewsPage }) {
  const origin = useOrigin();
  return (
    <PageHead
      title={product.name}
      description={summary(product.description)}
      path={productPath(product.slug)}
      image={product.imageUrl}
      imageAlt={product.name}
      type="product"
      jsonLd={[productJsonLd(product, origin, reviews)]}
    />
  );
}
