import { useMutation } from "@tanstack/react-query";
// Type only: the schemas (and zod) stay out of the storefront's first load, where the home and footer forms live.
import type { ContactInquiryInput } from "@shared/inquiries";
import { inquiriesApi } from "@shared/api/inquiries";
import { callApi } from "@/lib/api";

/** POST /api/contact: a general message, a newsletter sign-up or a custom order request (SPEC §7). */
export function useSendInquiry() {
  return useMutation<void, Error, ContactInquiryInput>({
    mutationFn: async (input) => {
      await callApi(inquiriesApi.contact, { body: input });
    },
  });
}
