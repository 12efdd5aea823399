import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AnswerOf } from "@shared/api/contract";
import { adminSettingsApi } from "@shared/api/admin-settings";
import type {
  AddressSettingsInput,
  MailSettingsInput,
  SettingsGroup,
  ShopSettingsView,
  StripeSettingsInput,
} from "@shared/shop-settings";
import { callApi, errorMessage, queryKeyOf } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { publicConfigQuery } from "@/lib/queries";
import { adminSetupQuery } from "../home/use-admin-setup";

/** GET /api/admin/shop-settings: mail, the public address and Stripe keys, secrets only as "set, ends in …" (decision 084). */
export const shopSettingsQuery = () =>
  queryOptions<AnswerOf<typeof adminSettingsApi.shopSettings>>({ queryKey: queryKeyOf(adminSettingsApi.shopSettings) });

export function useShopSettings() {
  return useQuery(shopSettingsQuery());
}

type Save =
  | { group: "mail"; body: MailSettingsInput }
  | { group: "address"; body: AddressSettingsInput }
  | { group: "stripe"; body: StripeSettingsInput };

function save(input: Save): Promise<ShopSettingsView> {
  if (input.group === "mail") return callApi(adminSettingsApi.saveMail, { body: input.body });
  if (input.group === "address") return callApi(adminSettingsApi.saveAddress, { body: input.body });
  return callApi(adminSettingsApi.saveStripe, { body: input.body });
}

const SAVED: Record<SettingsGroup, (view: ShopSettingsView) => { title: string; description: string }> = {
  mail: (view) => ({
    title: "Mail settings saved",
    description: `A test email went to ${view.mail.testRecipient}: the shop's emails now go out through ${view.mail.host}.`,
  }),
  address: (view) => ({
    title: "Public address saved",
    description: `Links in emails, the sitemap and link previews now point to ${view.address.effective}.`,
  }),
  stripe: () => ({
    title: "Stripe keys saved",
    description: "Stripe accepted the secret key: the checkout takes cards now.",
  }),
};

/** The reads a change of the settings moves: the settings, the checklist, and the checkout's card form. */
function useSettled() {
  const queryClient = useQueryClient();
  return {
    onSuccess: (view: ShopSettingsView) => queryClient.setQueryData(shopSettingsQuery().queryKey, view),
    invalidate: [adminSetupQuery().queryKey, publicConfigQuery().queryKey],
  };
}

/** 'Check and save': the server checks the group live (a test email, Stripe's answer) and stores it only then. */
export function useSaveShopSettings() {
  const settled = useSettled();
  return useApiMutation({
    mutationFn: save,
    success: (view, input) => SAVED[input.group](view),
    error: (failure) => ({
      title: "Nothing was saved",
      description: `${errorMessage(failure).replace(/([^.!?])$/, "$1.")} Your entries are still in the form.`,
    }),
    ...settled,
  });
}

const REMOVED: Record<SettingsGroup, string> = {
  mail: "Mail settings removed: emails are written to the outbox again",
  address: "Public address removed",
  stripe: "Stripe keys removed: payments are manual again",
};

/** 'Remove': the group's saved values go (the environment's, if any, stay). */
export function useClearShopSettings() {
  const settled = useSettled();
  return useApiMutation({
    mutationFn: (group: SettingsGroup) => callApi(adminSettingsApi.clear, { params: { group } }),
    success: (_view, group) => REMOVED[group],
    error: "Nothing was removed",
    ...settled,
  });
}
