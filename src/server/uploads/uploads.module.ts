import type { Storage } from "../infra/storage";
import { uploadsService, type FilesInUse } from "./uploads.service";
import { uploadsRoutes } from "./uploads.routes";

/** Uploaded files: served from storage, and removed once no record uses them (`inUse`, from the composition: modules.ts). */
export function uploadsModule(deps: { inUse: FilesInUse; storage: Storage }) {
  return { service: uploadsService(deps.inUse, deps.storage), routes: uploadsRoutes(deps.storage) };
}
