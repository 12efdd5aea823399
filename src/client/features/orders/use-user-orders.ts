import { useQuery } from "@tanstack/react-query";
import type { UserOrder } from "@shared/orders";

/** GET /api/user/orders: runs only when signed in (SPEC §7). */
export function useUserOrders(enabled: boolean) {
  return useQuery<UserOrder[]>({ queryKey: ["/api/user/orders"], enabled });
}
