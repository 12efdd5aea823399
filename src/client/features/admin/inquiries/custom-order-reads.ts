import { archivedCustomOrdersList } from "./use-archived-custom-orders";
import { customOrdersList } from "./use-custom-orders";

/** SPEC §7: every custom-order write refetches both custom order lists (the dialog follows them). */
export const CUSTOM_ORDER_READS = [customOrdersList.key, archivedCustomOrdersList.key];
