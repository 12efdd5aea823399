import { productsQuery } from "@/lib/queries";
import { adminProductsQuery } from "../products/use-admin-products";
import { adminStatsQuery } from "../use-admin-stats";
import { adminOrdersList } from "./use-admin-orders";
import { archivedOrdersList } from "./use-archived-orders";

/** SPEC §7: status, archive and delete refetch both order lists and the statistics strip. */
export const ORDER_READS = [adminOrdersList.key, archivedOrdersList.key, adminStatsQuery().queryKey];

/** Cancelling or deleting an unpaid order also puts its boards back in stock, so the products refetch too. */
export const ORDER_AND_STOCK_READS = [...ORDER_READS, productsQuery().queryKey, adminProductsQuery().queryKey];
