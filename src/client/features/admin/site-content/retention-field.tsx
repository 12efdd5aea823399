import { useFormContext } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import type { SiteContentEditorValues } from "./site-content-form";

/**
 * How long general inquiries and custom requests that never became commissions are kept (decision
 * 065): the hourly job deletes them after this many months. Part of the tab's one form.
 */
export function RetentionFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SiteContentEditorValues>();
  return (
    <section
      aria-labelledby="site-section-privacy"
      className="grid gap-5 border-b border-border p-4 sm:p-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10"
    >
      <div>
        <h3 id="site-section-privacy" className="font-serif text-lg font-semibold">
          Privacy
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Messages and custom requests that never became a commission are deleted after this time, as your privacy
          policy says.
        </p>
      </div>
      <TextField
        id="site-retentionMonths"
        label="Keep messages for (months)"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="max-w-32"
        error={errors.retentionMonths?.message}
        hint="24 months unless you choose otherwise. Orders and commissions are kept for your books."
        {...register("retentionMonths")}
      />
    </section>
  );
}
