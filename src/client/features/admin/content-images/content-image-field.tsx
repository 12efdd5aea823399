import { useRef, useState, type ReactNode, type Ref } from "react";
import { ImageIcon, LoaderCircle, Upload } from "@/components/ui/icons";
import { srcSetFor } from "@shared/image-variants";
import { isImageUrl } from "@shared/urls";
import { Button } from "@/components/ui/button";
import { fieldAria, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CONTENT_IMAGE_ACCEPT, useUploadContentImage } from "./upload-content-image";

type ContentImageFieldProps = {
  id: string;
  label: string;
  /** The image address; "" when none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  /** Help under the field, replaced by 'Uploading...' while a file goes up. */
  hint?: ReactNode;
  /** The Upload button's accessible name; `Upload <label>` by default. */
  uploadLabel?: string;
  /** What the preview says when the field is blank. */
  emptyPreview?: string;
  onUploadingChange?: (uploading: boolean) => void;
};

/**
 * An image address with an 'Upload' button that sends the chosen file at once and fills the
 * address in, and a small preview (SPEC §2, Gallery and Site Content tabs). Controlled: hand it
 * react-hook-form's field through a Controller.
 */
export function ContentImageField({
  id,
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  hint,
  uploadLabel = `Upload ${label}`,
  emptyPreview = "No image yet",
  onUploadingChange,
}: ContentImageFieldProps) {
  const upload = useUploadContentImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const url = value.trim();
  const hintId = `${id}-hint`;

  const onFileChosen = (file: File | undefined) => {
    if (!file) return;
    onUploadingChange?.(true);
    upload.mutate(file, {
      onSuccess: (uploaded) => onChange(uploaded),
      onSettled: () => {
        onUploadingChange?.(false);
        // The same file can be chosen again after a failure.
        if (fileInput.current) fileInput.current.value = "";
      },
    });
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-start gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
          {isImageUrl(url) && brokenUrl !== url ? (
            <img
              key={url}
              src={url}
              srcSet={srcSetFor(url)}
              sizes="80px"
              alt={`${label} preview`}
              className="size-full object-cover"
              onError={() => setBrokenUrl(url)}
            />
          ) : (
            <span className="flex flex-col items-center gap-1 px-1 text-center text-xs leading-tight text-muted-foreground">
              <ImageIcon className="size-5" aria-hidden="true" />
              {url ? "Preview unavailable" : emptyPreview}
            </span>
          )}
        </div>

        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-col items-start gap-2 sm:flex-row">
            <Input
              id={id}
              ref={inputRef}
              name={name}
              type="text"
              inputMode="url"
              placeholder="/uploads/… or https://…"
              autoComplete="off"
              className="min-w-0 sm:flex-1"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              {...fieldAria(id, error, hintId)}
            />
            <Button
              type="button"
              variant="outline"
              aria-label={uploadLabel}
              disabled={upload.isPending}
              onClick={() => fileInput.current?.click()}
            >
              {upload.isPending ? (
                <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <Upload aria-hidden="true" />
              )}
              {upload.isPending ? "Uploading..." : "Upload"}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept={CONTENT_IMAGE_ACCEPT}
              hidden
              tabIndex={-1}
              onChange={(event) => onFileChosen(event.target.files?.[0])}
            />
          </div>
          {error ? (
            <p id={fieldErrorId(id)} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <p id={hintId} className="text-sm text-muted-foreground" aria-live="polite">
            {upload.isPending ? (
              <span className="inline-flex items-center gap-1.5 font-medium text-foreground">
                <LoaderCircle className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                Uploading...
              </span>
            ) : (
              hint
            )}
          </p>
        </div>
      </div>
    </div>
  );
}
