/** GET /api/admin/stats (SPEC §2, Statistics strip). Revenue travels as a decimal string ("0.00"). */
export type AdminStats = {
  activeOrders: number;
  completedOrders: number;
  customersServed: number;
  revenueCollected: string;
};
