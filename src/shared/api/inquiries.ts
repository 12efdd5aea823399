import type { ContactAnswer, contactInquirySchema } from "../inquiries";
import { of, post } from "./contract";

/** The contact form: custom orders, questions, the newsletter (SPEC §7); the owner's lists: admin-inquiries.ts. */
export const inquiriesApi = {
  /** → 201. */
  contact: post("/api/contact", { body: of<typeof contactInquirySchema>(), answer: of<ContactAnswer>() }),
};
