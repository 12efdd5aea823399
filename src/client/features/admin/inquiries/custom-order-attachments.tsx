import { useRef, useState } from "react";
import { Download, Paperclip, Upload } from "@/components/ui/icons";
import { readAttachments, type Inquiry } from "@shared/inquiries";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatLongDate } from "@/lib/format";
import { useUploadCustomOrderFile } from "./use-upload-custom-order-file";

/** SPEC §2: the attachments with Download links, or 'No attachments yet', and the file upload. */
export function CustomOrderAttachments({ order }: { order: Inquiry }) {
  // The server may hand attachments over as a JSON string (SPEC §3): read both the same way.
  const attachments = readAttachments(order.attachments);
  const upload = useUploadCustomOrderFile();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const inputId = `custom-order-file-${order.id}`;

  return (
    <div className="grid gap-3">
      {attachments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No attachments yet</p>
      ) : (
        <ul className="grid gap-2">
          {attachments.map((attachment) => (
            <li
              key={attachment.url}
              className="flex items-center gap-3 rounded-md border border-border px-3 py-2 text-sm"
            >
              <Paperclip className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium" title={attachment.name}>
                  {attachment.name}
                </p>
                {attachment.uploadedAt ? (
                  <p className="text-xs text-muted-foreground">Added {formatLongDate(attachment.uploadedAt)}</p>
                ) : null}
              </div>
              <Button asChild variant="outline" size="sm">
                <a href={attachment.url} download={attachment.name} aria-label={`Download ${attachment.name}`}>
                  <Download aria-hidden="true" />
                  Download
                </a>
              </Button>
            </li>
          ))}
        </ul>
      )}

      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) return;
          upload.mutate(
            { id: order.id, file },
            {
              onSuccess: () => {
                setFile(null);
                if (input.current) input.current.value = "";
              },
            },
          );
        }}
      >
        <Label htmlFor={inputId}>Attach a file</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={input}
            id={inputId}
            type="file"
            className="min-w-0 flex-1 cursor-pointer"
            disabled={upload.isPending}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <Button type="submit" variant="secondary" disabled={!file || upload.isPending}>
            <Upload aria-hidden="true" />
            {upload.isPending ? "Uploading..." : "Upload File"}
          </Button>
        </div>
      </form>
    </div>
  );
}
