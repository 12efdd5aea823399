import { useEffect, useId } from "react";
import { Controller, useForm, type FieldErrors, type Resolver } from "react-hook-form";
import type { ContactInquiryInput } from "@shared/inquiries";
import { COMMUNICATION_PREFERENCES, WOOD_PREFERENCES } from "@shared/inquiry-constants";
import { Button } from "@/components/ui/button";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/utils";
import { useHydrated } from "@/lib/hydrated";
import type { CustomOrderPrefill } from "@/lib/custom-order-prefill";
import { HoneypotField } from "./honeypot-field";
import { useSendInquiry } from "./use-send-inquiry";

type CommunicationPreference = (typeof COMMUNICATION_PREFERENCES)[number];

type CustomOrderFormValues = {
  name: string;
  email: string;
  phone: string;
  communicationPreference: CommunicationPreference;
  dimensions: string;
  woodType: string;
  specialRequests: string;
  website: string;
};

const DEFAULTS: CustomOrderFormValues = {
  name: "",
  email: "",
  phone: "",
  communicationPreference: "email",
  dimensions: "",
  woodType: "",
  specialRequests: "",
  website: "",
};

const PREFERENCE_LABELS: Record<CommunicationPreference, string> = { email: "Email", phone: "Phone", text: "Text" };

const blankToUndefined = (value: string) => value.trim() || undefined;

/** SPEC §7: the special requests travel both as the message and inside customOrderDetails. */
function toPayload(values: CustomOrderFormValues): ContactInquiryInput {
  return {
    inquiryType: "custom_order",
    name: values.name.trim(),
    email: values.email.trim(),
    phone: blankToUndefined(values.phone),
    communicationPreference: values.communicationPreference,
    message: values.specialRequests.trim(),
    customOrderDetails: JSON.stringify({
      dimensions: blankToUndefined(values.dimensions),
      woodType: blankToUndefined(values.woodType),
      specialRequests: blankToUndefined(values.specialRequests),
    }),
    website: values.website,
  };
}

/** Payload paths that are not form fields, and the field each one is shown next to. */
const FIELD_OF_PATH: Record<string, keyof CustomOrderFormValues> = { message: "specialRequests" };

/**
 * The server's own schema, with zod, loaded when the visitor first turns to the form (or sends it):
 * evaluating them is most of this form's work, and the page's load does without it (decision 090).
 */
const loadSchema = () => import("@shared/inquiries").then((m) => m.contactInquirySchema);

/** Validates the payload the server will get with the server's own schema, then shows each issue next to its field. */
const resolver: Resolver<CustomOrderFormValues> = async (values) => {
  const result = (await loadSchema()).safeParse(toPayload(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<CustomOrderFormValues> = {};
  for (const issue of result.error.issues) {
    const last = String(issue.path.at(-1) ?? "");
    const field = FIELD_OF_PATH[last] ?? (last in DEFAULTS ? (last as keyof CustomOrderFormValues) : undefined);
    if (!field || errors[field]) continue;
    const message = field === "email" && !values.email.trim() ? "Email is required" : issue.message;
    errors[field] = { type: issue.code, message };
  }
  return { values: {}, errors };
};

/** The quote form of /custom-orders (SPEC §2, §5, §7); toasts and reset per SPEC §8. */
export function CustomOrderForm({
  className,
  prefill,
}: {
  className?: string;
  /** Fields to start with ('Commission one like it'), read from the address once hydrated; null for none. */
  prefill?: CustomOrderPrefill | null;
}) {
  // Until the app has taken over the server's HTML, a submission would be the browser's own, with
  // the fields in the address: the button waits (decision 020).
  const hydrated = useHydrated();
  const id = useId();
  const send = useSendInquiry();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<CustomOrderFormValues>({ resolver, defaultValues: DEFAULTS });

  // Only the fields the prefill names: whatever the shopper has typed elsewhere stays.
  useEffect(() => {
    if (!prefill) return;
    if (prefill.dimensions) setValue("dimensions", prefill.dimensions);
    if (prefill.woodType) setValue("woodType", prefill.woodType);
    if (prefill.specialRequests) setValue("specialRequests", prefill.specialRequests);
  }, [prefill, setValue]);

  const submit = handleSubmit((values) =>
    send.mutate(toPayload(values), {
      onSuccess: () => {
        toast({ title: "Custom order request sent!", description: "We'll contact you to discuss your custom board." });
        reset(DEFAULTS);
      },
      onError: () =>
        toast({ title: "Error", description: "Failed to send request. Please try again.", variant: "destructive" }),
    }),
  );

  const woodId = `${id}-wood`;
  const requestsId = `${id}-requests`;
  const optional = <span className="font-normal text-muted-foreground">(optional)</span>;

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={() => void loadSchema()}
      aria-label="Custom order request"
      className={cn("relative grid gap-5", className)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label="Name"
          autoComplete="name"
          required
          aria-required="true"
          error={errors.name?.message}
          {...register("name")}
        />
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          required
          aria-required="true"
          error={errors.email?.message}
          {...register("email")}
        />
      </div>
      <TextField
        id={`${id}-phone`}
        label={<>Phone {optional}</>}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register("phone")}
      />

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium leading-none">How should we reach you?</legend>
        <div className="grid grid-cols-3 gap-2">
          {COMMUNICATION_PREFERENCES.map((value) => (
            <label
              key={value}
              className="flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-medium transition-colors hover:bg-secondary has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background"
            >
              <input type="radio" value={value} className="sr-only" {...register("communicationPreference")} />
              {PREFERENCE_LABELS[value]}
            </label>
          ))}
        </div>
        {errors.communicationPreference ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.communicationPreference.message}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-dimensions`}
          label={<>Dimensions {optional}</>}
          placeholder={'e.g. 18" × 12" × 1.5"'}
          error={errors.dimensions?.message}
          {...register("dimensions")}
        />
        <FormField id={woodId} label={<>Wood preference {optional}</>} error={errors.woodType?.message}>
          <Controller
            control={control}
            name="woodType"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <SelectTrigger
                  id={woodId}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...fieldAria(woodId, errors.woodType)}
                >
                  <SelectValue placeholder="Choose a wood" />
                </SelectTrigger>
                <SelectContent>
                  {WOOD_PREFERENCES.map((wood) => (
                    <SelectItem key={wood} value={wood}>
                      {wood}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>

      <FormField id={requestsId} label={<>Special requests {optional}</>} error={errors.specialRequests?.message}>
        <Textarea
          id={requestsId}
          rows={5}
          placeholder="Shape, juice groove, handles, an engraving, who it is for…"
          {...fieldAria(requestsId, errors.specialRequests)}
          {...register("specialRequests")}
        />
      </FormField>

      <HoneypotField id={`${id}-website`} {...register("website")} />

      <Button
        type="submit"
        size="lg"
        disabled={send.isPending || !hydrated}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {send.isPending ? "Sending..." : "Request a Quote"}
      </Button>
    </form>
  );
}
