import type { ChangeFeed } from "../infra/change-feed";
import type { Storage } from "../infra/storage";
import { cachedRead } from "../http/public-cache";
import type { UploadsService } from "../uploads/uploads.service";
import type { ContentRepo } from "./content.repo";
import { contentService } from "./content.service";
import { contentReadRoutes, contentRoutes } from "./content.routes";

type ContentModuleDeps = {
  repo: ContentRepo;
  uploads: UploadsService;
  changes: ChangeFeed;
  storage: Storage;
  /** Who gets the owner's notices, shown in Site Content (mail/shop-mail.ts, decision 038). */
  noticeRecipients: Parameters<typeof contentService>[3];
};

/**
 * The site content and the gallery. Their public reads are kept in memory until they change
 * (decision 018): `readRoutes` answers them before the session and body parsing the API needs.
 */
export function contentModule(deps: ContentModuleDeps) {
  const service = contentService(deps.repo, deps.uploads, deps.changes, deps.noticeRecipients);
  const reads = {
    siteContent: cachedRead(deps.changes, "site-content", () => service.siteContent()),
    gallery: cachedRead(deps.changes, "gallery", () => service.activeGallery()),
  };
  return { service, routes: contentRoutes(service, deps.storage), reads, readRoutes: contentReadRoutes(reads) };
}
