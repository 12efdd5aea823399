import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
// Type only, like use-send-inquiry.ts: zod stays out of the first load.
import type { ContactInquiryInput } from "@shared/inquiries";
import { toast } from "@/components/ui/use-toast";
import { useTypedBeforeHydration } from "@/lib/hydrated";
import { checkContactFields, type SimpleErrors } from "./simple-checks";
import { useSendInquiry } from "./use-send-inquiry";

type PlainFields = Record<string, string> & { name: string; email: string };

/**
 * The storefront's plain (zod-free) inquiry forms: the fields, their inline errors, `set(key)` (the
 * field's onChange, which also clears its error), `sending`, and `submit(inquiry, sent, failed)`, an
 * onSubmit that checks the fields with checkContactFields (the form has `noValidate`: its errors are
 * the inline ones, tied to their fields and announced, not the browser's bubbles), sends `inquiry(fields)` and toasts (SPEC §8):
 * `sent` (then empties the form), or 'Error' with the description `failed`. `form` goes on the
 * <form>: what was typed before hydration is taken over.
 */
export function usePlainForm<F extends PlainFields>(empty: F) {
  const [fields, setFields] = useState(empty);
  const [errors, setErrors] = useState<SimpleErrors>({});
  const send = useSendInquiry();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (name, value) => {
    if (name in empty) setFields((f) => ({ ...f, [name]: value }));
  });

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
      const [first] = Object.keys(found);
      if (first) {
        // The form checks itself (noValidate): its first wrong field takes focus, as the browser's would.
        e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
      send.mutate(inquiry(fields), {
        onSuccess: () => {
          toast(sent);
          setFields(empty);
        },
        onError: () => toast({ title: "Error", description: failed, variant: "destructive" }),
      });
    };

  return { form, fields, errors, set, submit, sending: send.isPending };
}
