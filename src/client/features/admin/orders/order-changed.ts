import { createContext, useContext } from "react";
import type { AdminOrder } from "@shared/orders";

/**
 * What the open order details dialog does with a write's answer: keeps showing the order even when
 * the write takes it out of the filtered list behind (use-details-row.ts). Outside a dialog, nothing.
 */
export const OrderChangedContext = createContext<(order: AdminOrder) => void>(() => {});

export const useOrderChanged = () => useContext(OrderChangedContext);
