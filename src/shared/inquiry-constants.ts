// Plain constants of the contact inquiry contract, free of zod so the storefront's first load can use
// them (the home page and footer forms); src/shared/inquiries.ts builds its schemas on them.

export const COMMUNICATION_PREFERENCES = ["email", "phone", "text"] as const;
export const WOOD_PREFERENCES = ["Walnut", "Maple", "Cherry", "Oak", "Mixed"] as const;
/** SPEC §7: the message of every newsletter sign-up. */
export const NEWSLETTER_MESSAGE = "Newsletter subscription request";
