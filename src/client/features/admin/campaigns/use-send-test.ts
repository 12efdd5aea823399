import { adminMarketingApi } from "@shared/api/admin-marketing";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";

/** POST /api/admin/campaigns/:id/test: "Send me a test", to the signed-in owner. */
export function useSendTest() {
  return useApiMutation<{ message: string }, string>({
    mutationFn: (id) => callApi(adminMarketingApi.sendTest, { params: { id } }),
    success: (answer) => ({ title: "Test sent", description: answer.message }),
    error: "Error sending the test",
  });
}
