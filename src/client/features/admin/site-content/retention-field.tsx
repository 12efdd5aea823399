import { useFormContext } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { FormSection } from "./form-section";
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
    <FormSection
      id="site-section-privacy"
      title="Privacy"
      description="Messages and custom requests that never became a commission are deleted after this time, as your privacy policy says."
    >
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
    </FormSection>
  );
}
