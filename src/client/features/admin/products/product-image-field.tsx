import { useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { ImageIcon, LoaderCircle } from "lucide-react";
import { TextField } from "@/components/ui/text-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { isImageUrl } from "@shared/urls";
import type { ProductFormValues, ProductPayload } from "./product-form";
import { PRODUCT_IMAGE_ACCEPT, useUploadProductImage } from "./upload-product-image";

/** Image URL, an immediate file upload that fills it, and a preview (SPEC §2, Products tab). */
export function ProductImageField({ onUploadingChange }: { onUploadingChange: (uploading: boolean) => void }) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<ProductFormValues, unknown, ProductPayload>();
  const imageUrl = useWatch({ control, name: "imageUrl" })?.trim() ?? "";
  const upload = useUploadProductImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  const onFileChosen = (file: File | undefined) => {
    if (!file) return;
    onUploadingChange(true);
    upload.mutate(file, {
      onSuccess: (url) => setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true }),
      onSettled: () => {
        onUploadingChange(false);
        if (fileInput.current) fileInput.current.value = "";
      },
    });
  };

  const error = errors.imageUrl?.message;

  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_7rem] sm:items-start">
      <div className="grid gap-4">
        <TextField
          id="product-image-url"
          label="Image URL"
          error={error}
          type="text"
          inputMode="url"
          placeholder="/uploads/board.jpg or https://…"
          autoComplete="off"
          {...register("imageUrl")}
        />
        <div className="grid gap-2">
          <Label htmlFor="product-image-file">Upload image</Label>
          <Input
            ref={fileInput}
            id="product-image-file"
            type="file"
            accept={PRODUCT_IMAGE_ACCEPT}
            disabled={upload.isPending}
            aria-describedby="product-image-file-hint"
            variant="file-button"
            className="cursor-pointer"
            onChange={(event) => onFileChosen(event.target.files?.[0])}
          />
          <p id="product-image-file-hint" className="text-xs text-muted-foreground" aria-live="polite">
            {upload.isPending ? (
              <span className="inline-flex items-center gap-1.5 font-medium text-foreground">
                <LoaderCircle className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                Uploading...
              </span>
            ) : (
              "JPEG, PNG or GIF, up to 5 MB. The address fills in when the upload finishes."
            )}
          </p>
        </div>
      </div>

      <div className="flex size-28 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
        {isImageUrl(imageUrl) && brokenUrl !== imageUrl ? (
          <img
            key={imageUrl}
            src={imageUrl}
            alt="Product image preview"
            className="size-full object-cover"
            onError={() => setBrokenUrl(imageUrl)}
          />
        ) : (
          <span className="flex flex-col items-center gap-1 px-2 text-center text-xs text-muted-foreground">
            <ImageIcon className="size-6" aria-hidden="true" />
            {imageUrl ? "Preview unavailable" : "No image yet"}
          </span>
        )}
      </div>
    </div>
  );
}
