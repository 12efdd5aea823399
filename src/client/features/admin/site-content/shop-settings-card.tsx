import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { AdminCard } from "../admin-panel";
import { AddressSettingsForm, MailSettingsForm, StripeSettingsForm } from "./shop-settings-forms";
import { useFocusFieldOfHash } from "./use-focus-field-of-hash";
import { useShopSettings } from "./use-shop-settings";

/**
 * The Site Content tab's server settings (decision 084): how mail goes out, the shop's public
 * address and its Stripe keys. Each part is checked live and saved on its own; what the server's
 * environment sets is shown read-only.
 */
export function ShopSettingsCard() {
  const { data: view, isLoading, isError, refetch, isFetching } = useShopSettings();
  // Held in view while the Site Content form above it loads.
  useFocusFieldOfHash("settings-", Boolean(view));
  return (
    <section aria-labelledby="admin-shop-settings-title">
      <AdminCard
        titleId="admin-shop-settings-title"
        title="Mail, address and payments"
        description="How the shop sends its emails, the address its links use, and the Stripe keys that let it take cards. Each part is checked when you save it; passwords and keys are stored encrypted and never shown again."
      >
        {isLoading ? (
          <div className="grid gap-4 p-4 sm:p-6" aria-busy="true">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <span className="sr-only" role="status">
              Loading settings…
            </span>
          </div>
        ) : isError || !view ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <p className="font-medium">The settings could not be loaded</p>
            <p className="text-sm text-muted-foreground">The shop keeps running with the ones it has.</p>
            <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? "Retrying..." : "Try again"}
            </Button>
          </div>
        ) : (
          <>
            <MailSettingsForm view={view} />
            <AddressSettingsForm view={view} />
            <StripeSettingsForm view={view} />
          </>
        )}
      </AdminCard>
    </section>
  );
}
