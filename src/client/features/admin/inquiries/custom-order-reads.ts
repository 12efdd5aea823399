import { archivedCustomOrdersQuery } from "./use-archived-custom-orders";
import { customOrdersQuery } from "./use-custom-orders";

/** SPEC §7: every custom-order write refetches both custom order lists (the dialog follows them). */
export const CUSTOM_ORDER_READS = [customOrdersQuery().queryKey, archivedCustomOrdersQuery().queryKey];
