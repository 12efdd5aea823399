// Tiny checks for the storefront's plain forms (home page and footer), which stay free of zod so the
// first load keeps within its budget. The server validates again with the shared schema.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type SimpleErrors = Partial<Record<"name" | "email" | "message", string>>;

export function checkContactFields(fields: { name: string; email: string; message?: string }): SimpleErrors {
  const errors: SimpleErrors = {};
  if (!fields.name.trim()) errors.name = "Name is required";
  if (!fields.email.trim()) errors.email = "Email is required";
  else if (!EMAIL.test(fields.email.trim())) errors.email = "Invalid email address";
  if (fields.message !== undefined && !fields.message.trim()) errors.message = "Message is required";
  return errors;
}
