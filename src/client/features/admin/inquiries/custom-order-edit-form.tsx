import { useForm } from "react-hook-form";
import {
  customOrderUpdateSchema,
  parseCustomOrderDetails,
  type CustomOrderUpdate,
  type Inquiry,
} from "@shared/inquiries";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useUpdateCustomOrder } from "./use-update-custom-order";

type EditValues = {
  name: string;
  email: string;
  phone: string;
  dimensions: string;
  woodType: string;
  specialRequests: string;
};

/** SPEC §5: only non-empty trimmed name, email and phone; details only when one of them is set. */
function toCustomOrderUpdate(values: EditValues): CustomOrderUpdate {
  const text = (value: string) => value.trim() || undefined;
  const update: CustomOrderUpdate = {};
  if (text(values.name)) update.name = text(values.name);
  if (text(values.email)) update.email = text(values.email);
  if (text(values.phone)) update.phone = text(values.phone);
  // All three travel together, blanks included, so clearing one of them clears it on the server too.
  const details = {
    dimensions: values.dimensions.trim(),
    woodType: values.woodType.trim(),
    specialRequests: values.specialRequests.trim(),
  };
  if (details.dimensions || details.woodType || details.specialRequests) update.customOrderDetails = details;
  return update;
}

type CustomOrderEditFormProps = { order: Inquiry; onDone: () => void };

export function CustomOrderEditForm({ order, onDone }: CustomOrderEditFormProps) {
  const details = parseCustomOrderDetails(order.customOrderDetails);
  const update = useUpdateCustomOrder();
  const { register, handleSubmit } = useForm<EditValues>({
    defaultValues: {
      name: order.name,
      email: order.email,
      phone: order.phone ?? "",
      dimensions: details?.dimensions ?? "",
      woodType: details?.woodType ?? "",
      specialRequests: details?.specialRequests ?? "",
    },
  });
  const id = (field: keyof EditValues) => `custom-order-${order.id}-${field}`;

  const submit = handleSubmit((values) => {
    const payload = toCustomOrderUpdate(values);
    const checked = customOrderUpdateSchema.safeParse(payload);
    if (!checked.success) {
      toast({
        title: "Validation Error",
        description: (
          <>
            {checked.error.issues.map((issue, index) => (
              <span key={index} className="block">
                {issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message}
              </span>
            ))}
          </>
        ),
        variant: "destructive",
      });
      return;
    }
    update.mutate({ id: order.id, update: payload }, { onSuccess: onDone });
  });

  return (
    <form className="grid gap-5" onSubmit={(event) => void submit(event)} aria-label="Edit custom order">
      <fieldset className="grid gap-3 sm:grid-cols-2" disabled={update.isPending}>
        <legend className="mb-2 font-serif text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          Customer
        </legend>
        <TextField id={id("name")} label="Name" autoComplete="off" {...register("name")} />
        <TextField id={id("email")} label="Email" type="email" autoComplete="off" {...register("email")} />
        <TextField id={id("phone")} label="Phone" type="tel" autoComplete="off" {...register("phone")} />
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2" disabled={update.isPending}>
        <legend className="mb-2 font-serif text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          Specifications
        </legend>
        <TextField id={id("dimensions")} label="Dimensions" {...register("dimensions")} />
        <TextField id={id("woodType")} label="Wood type" {...register("woodType")} />
        <FormField id={id("specialRequests")} label="Special requests" className="sm:col-span-2">
          <Textarea id={id("specialRequests")} rows={4} {...register("specialRequests")} />
        </FormField>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
