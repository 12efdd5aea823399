import type { ConsentStatus } from "@shared/inquiries";
import { Badge } from "@/components/ui/badge";
import { AdminCell } from "../admin-table";

/** A message kept to two lines in a table row; the whole text stays in the title for a hover read. */
export function MessageCell({ message }: { message: string }) {
  return (
    <AdminCell label="Message" className="min-w-48">
      {message ? (
        <p className="line-clamp-2 whitespace-pre-line break-words" title={message}>
          {message}
        </p>
      ) : (
        <span className="text-muted-foreground">—</span>
      )}
    </AdminCell>
  );
}

/** A tel link, or 'N/A' (SPEC §2). */
export function PhoneCell({ phone, link = true }: { phone: string | null; link?: boolean }) {
  return (
    <AdminCell label="Phone" className="whitespace-nowrap tabular-nums">
      {!phone ? (
        <span className="text-muted-foreground">N/A</span>
      ) : link ? (
        <a href={`tel:${phone}`} className="underline-offset-4 hover:underline">
          {phone}
        </a>
      ) : (
        phone
      )}
    </AdminCell>
  );
}

/** A mail link that wraps anywhere, so a long address never widens its column past the card. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="underline-offset-4 wrap-anywhere hover:underline">
      {email}
    </a>
  );
}

const CONSENT: Record<ConsentStatus, { label: string; variant: "instock" | "muted" | "destructive-outline" }> = {
  confirmed: { label: "Confirmed", variant: "instock" },
  unconfirmed: { label: "Not confirmed", variant: "muted" },
  unsubscribed: { label: "Unsubscribed", variant: "destructive-outline" },
};

/** A newsletter address's consent (decision 060): only 'Confirmed' ones receive campaigns. */
export function ConsentBadge({ consent }: { consent: ConsentStatus }) {
  const { label, variant } = CONSENT[consent];
  return <Badge variant={variant}>{label}</Badge>;
}
