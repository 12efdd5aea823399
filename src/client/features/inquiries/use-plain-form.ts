import { useState, type ChangeEvent, type FormEvent } from "react";
// Type only, like use-send-inquiry.ts: zod stays out of the first load.
import type { ContactInquiryInput } from "@shared/inquiries";
import { toast } from "@/components/ui/use-toast";
import { checkContactFields, type SimpleErrors } from "./simple-checks";
import { useSendInquiry } from "./use-send-inquiry";

type PlainFields = Record<string, string> & { name: string; email: string };

/**
 * The storefront's plain (zod-free) inquiry forms: the fields, their inline errors, `set(key)` (the
 * field's onChange, which also clears its error), `sending`, and `submit(inquiry, sent, failed)`, an
 * onSubmit that checks the fields with checkContactFields, sends `inquiry(fields)` and toasts (SPEC §8):
 * `sent` (then empties the form), or 'Error' with the description `failed`.
 */
export function usePlainForm<F extends PlainFields>(empty: F) {
  const [fields, setFields] = useState(empty);
  const [errors, setErrors] = useState<SimpleErrors>({});
  const send = useSendInquiry();

  const set = (key: keyof F & string) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.target.value;
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((errors) => ({ ...errors, [key]: undefined }));
  };

  const submit =
    (inquiry: (fields: F) => ContactInquiryInput, sent: { title: string; description: string }, failed: string) =>
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
