import { useState, type FormEvent } from "react";
// Type only, like use-send-inquiry.ts: zod stays out of the first load.
import type { ContactInquiryInput } from "@shared/inquiries";
import { toast } from "@/components/ui/use-toast";
import { checkContactFields, type SimpleErrors } from "./simple-checks";
import { useSendInquiry } from "./use-send-inquiry";

type PlainFields = Record<string, string> & { name: string; email: string };

type PlainSubmit<F> = {
  /** the inquiry sent for the (valid) fields */
  inquiry: (fields: F) => ContactInquiryInput;
  /** the toast once it is sent; the form is then emptied */
  sent: { title: string; description: string };
  /** the description of the 'Error' toast when it fails */
  failed: string;
};

/**
 * The storefront's plain (zod-free) inquiry forms: the fields, their inline errors, a `set(key)` updater
 * that clears that field's error, and `submit(...)`, an onSubmit that checks the fields with
 * checkContactFields, sends the inquiry and toasts (SPEC §8), emptying the form once it is sent.
 */
export function usePlainForm<F extends PlainFields>(empty: F) {
  const [fields, setFields] = useState(empty);
  const [errors, setErrors] = useState<SimpleErrors>({});
  const send = useSendInquiry();

  const set = (key: keyof F & string) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    if (key === "name" || key === "email" || key === "message") setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit =
    ({ inquiry, sent, failed }: PlainSubmit<F>) =>
    (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      const found = checkContactFields(fields);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      send.mutate(inquiry(fields), {
        onSuccess: () => {
          toast(sent);
          setFields(empty);
        },
        onError: () => toast({ title: "Error", description: failed, variant: "destructive" }),
      });
    };

  return { fields, errors, set, submit, sending: send.isPending };
}
