import { TableCell } from "@/components/ui/table";

/** A message kept to two lines in a table row; the whole text stays in the title for a hover read. */
export function MessageCell({ message }: { message: string }) {
  return (
    <TableCell className="min-w-56 max-w-80">
      {message ? (
        <p className="line-clamp-2 whitespace-pre-line break-words" title={message}>
          {message}
        </p>
      ) : (
        <span className="text-muted-foreground">—</span>
      )}
    </TableCell>
  );
}

/** A tel link, or 'N/A' (SPEC §2). */
export function PhoneCell({ phone, link = true }: { phone: string | null; link?: boolean }) {
  return (
    <TableCell className="whitespace-nowrap">
      {!phone ? (
        <span className="text-muted-foreground">N/A</span>
      ) : link ? (
        <a href={`tel:${phone}`} className="underline-offset-4 hover:underline">
          {phone}
        </a>
      ) : (
        phone
      )}
    </TableCell>
  );
}

export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="underline-offset-4 hover:underline">
      {email}
    </a>
  );
}
