import type {
  addressSettingsSchema,
  mailSettingsSchema,
  ShopSettingsView,
  stripeSettingsSchema,
} from "../shop-settings";
import { del, get, of, patch } from "./contract";

/** The owner's server settings (decision 084): mail, the public address and Stripe keys, each checked live when saved. */
export const adminSettingsApi = {
  shopSettings: get("/api/admin/shop-settings", { answer: of<ShopSettingsView>() }),
  saveMail: patch("/api/admin/shop-settings/mail", {
    body: of<typeof mailSettingsSchema>(),
    answer: of<ShopSettingsView>(),
  }),
  saveAddress: patch("/api/admin/shop-settings/address", {
    body: of<typeof addressSettingsSchema>(),
    answer: of<ShopSettingsView>(),
  }),
  saveStripe: patch("/api/admin/shop-settings/stripe", {
    body: of<typeof stripeSettingsSchema>(),
    answer: of<ShopSettingsView>(),
  }),
  clear: del("/api/admin/shop-settings/:group", { answer: of<ShopSettingsView>() }),
};
