import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { BadgeCheck } from "@/components/ui/icons";
import { markPaidSchema } from "@shared/orders";
import { FormActions } from "@/components/ui/form-actions";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { localDay } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useAdminSiteContent } from "./site-content/use-admin-site-content";

type PaymentReceived = z.output<typeof markPaidSchema>;
type Errors = Partial<Record<keyof PaymentReceived, string>>;

type PaymentReceivedFormProps = {
  /** Prefix of the fields' ids, unique on the screen. */
  idPrefix: string;
  /** What is recorded: 'Record the payment of order #12'. */
  title: string;
  pending: boolean;
  onSubmit: (payment: PaymentReceived) => void;
  onCancel: () => void;
  /** The form opens in place of the button that asked for it: focus goes to its first field. */
  focusFirst?: boolean;
  /** Its border colour, background and padding. */
  className?: string;
};

/**
 * Money that arrived by hand, as the owner records it (decisions 022 and 037): the day, and
 * optionally how (a method of her own list in Site Content, decision 079) and a note. For a shop
 * order's 'Mark as paid' and a commission's deposit or balance.
 */
export function PaymentReceivedForm({
  idPrefix,
  title,
  pending,
  onSubmit,
  onCancel,
  focusFirst = false,
  className,
}: PaymentReceivedFormProps) {
  const [errors, setErrors] = useState<Errors>({});
  const methods = useAdminSiteContent().data?.paymentMethods ?? [];
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusFirst) firstField.current?.focus();
  }, [focusFirst]);
  const id = (field: string) => `${idPrefix}-${field}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" ? value.trim() : "";
    };
    const parsed = markPaidSchema.safeParse({
      paidOn: field("paidOn"),
      method: field("method") || undefined,
      note: field("note") || undefined,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className={cn("grid gap-4 rounded-md border", className)}>
      <p className="font-medium">{title}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("paid-on")} label="Paid on" error={errors.paidOn}>
          <Input
            ref={firstField}
            id={id("paid-on")}
            name="paidOn"
            type="date"
            defaultValue={localDay()}
            max={localDay()}
            required
            {...fieldAria(id("paid-on"), errors.paidOn)}
          />
        </FormField>
        <FormField id={id("method")} label="Method (optional)" error={errors.method}>
          <select
            id={id("method")}
            name="method"
            defaultValue=""
            className="h-10 w-full rounded-md border border-input bg-card px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:text-sm"
            {...fieldAria(id("method"), errors.method)}
          >
            <option value="">Not recorded</option>
            {methods.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField id={id("note")} label="Note (optional)" error={errors.note}>
        <Input
          id={id("note")}
          name="note"
          maxLength={500}
          placeholder="e.g. invoice 1042, transfer reference"
          autoComplete="off"
          {...fieldAria(id("note"), errors.note)}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <FormActions
          onCancel={onCancel}
          submit={{
            icon: <BadgeCheck aria-hidden="true" />,
            label: "Record payment",
            pendingLabel: "Saving...",
            pending,
          }}
        />
      </div>
    </form>
  );
}
