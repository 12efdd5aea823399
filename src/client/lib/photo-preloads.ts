/**
 * A preload in <head> for each picture the page shows at once (an <img> not loading lazily), with the
 * same sources, sizes and priority, as React's server rendering wrote them (decision 092): the
 * browser starts on them before it reaches the <img>, the main photo (fetchpriority="high") first.
 */
export function photoPreloads(html: string): string[] {
  const preloads = [...html.matchAll(/<img\b[^>]*>/g)].flatMap(([img]) => {
    const attrs = Object.fromEntries(
      [...img.matchAll(/\s([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value]),
    );
    if (attrs.loading === "lazy" || attrs.fetchpriority === "low" || !(attrs.src || attrs.srcset)) return [];
    const sources = attrs.srcset
      ? ` imagesrcset="${attrs.srcset}"${attrs.sizes ? ` imagesizes="${attrs.sizes}"` : ""}`
      : ` href="${attrs.src}"`;
    const high = attrs.fetchpriority === "high";
    return [{ high, link: `<link rel="preload" as="image"${sources}${high ? ' fetchpriority="high"' : ""}>` }];
  });
  return [...preloads.filter((p) => p.high), ...preloads.filter((p) => !p.high)].map((p) => p.link);
}
