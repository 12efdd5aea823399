import { accountsApi } from "./accounts";
import { recoveryApi } from "./recovery";
import { addressesApi } from "./addresses";
import { adminApi } from "./admin";
import { adminSettingsApi } from "./admin-settings";
import { adminCatalogApi } from "./admin-catalog";
import { catalogApi } from "./catalog";
import { adminCategoriesApi } from "./admin-categories";
import { categoriesApi } from "./categories";
import { checkoutApi } from "./checkout";
import { commissionsApi } from "./commissions";
import { adminContentApi } from "./admin-content";
import { contentApi } from "./content";
import { adminInquiriesApi } from "./admin-inquiries";
import { inquiriesApi } from "./inquiries";
import { ordersApi } from "./orders";
import { refundsApi } from "./refunds";
import { discountsApi } from "./discounts";
import { adminDiscountsApi } from "./admin-discounts";
import { reviewsApi } from "./reviews";
import { adminReviewsApi } from "./admin-reviews";
import { marketingApi } from "./marketing";
import { adminMarketingApi } from "./admin-marketing";
import { adminPrivacyApi, privacyApi } from "./privacy";

/**
 * Every call of the shop's API, by feature (decision 050): method, path, input schema and answer type.
 * The client imports the part it calls (./catalog, …); what the storefront's first load needs is apart
 * from the owner's calls (./admin-catalog, …), so that bundle carries only its own few paths. This
 * whole table is what scripts/api-contract.test.ts checks against the server's routes.
 */
export const api = {
  accounts: accountsApi,
  recovery: recoveryApi,
  addresses: addressesApi,
  admin: adminApi,
  adminSettings: adminSettingsApi,
  catalog: catalogApi,
  adminCatalog: adminCatalogApi,
  categories: categoriesApi,
  adminCategories: adminCategoriesApi,
  checkout: checkoutApi,
  commissions: commissionsApi,
  content: contentApi,
  adminContent: adminContentApi,
  inquiries: inquiriesApi,
  adminInquiries: adminInquiriesApi,
  orders: ordersApi,
  refunds: refundsApi,
  discounts: discountsApi,
  adminDiscounts: adminDiscountsApi,
  reviews: reviewsApi,
  adminReviews: adminReviewsApi,
  marketing: marketingApi,
  adminMarketing: adminMarketingApi,
  privacy: privacyApi,
  adminPrivacy: adminPrivacyApi,
};
