import { useRef, useState } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { ArrowDown, ArrowUp, ImageIcon, LoaderCircle, Plus, X } from "@/components/ui/icons";
import { MAX_PRODUCT_IMAGES } from "@shared/product";
import { isImageUrl } from "@shared/urls";
import { Button } from "@/components/ui/button";
import { fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/utils";
import type { ProductFormValues, ProductPayload } from "./product-form";
import { PRODUCT_IMAGE_ACCEPT, useUploadProductImage } from "./upload-product-image";

const EMPTY_PHOTO = { url: "", alt: "" };

/**
 * A board's photos (SPEC §2's image URL with a file upload and a preview, for each of up to 8;
 * decision 053): the first is the main photo, shown on the board's card. Several files can be
 * chosen at once; each is uploaded in turn and fills the first empty photo or follows the others.
 */
export function ProductPhotosField({ onUploadingChange }: { onUploadingChange: (uploading: boolean) => void }) {
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<ProductFormValues, unknown, ProductPayload>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "images" });
  const photos = useWatch({ control, name: "images" }) ?? [];
  const upload = useUploadProductImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const listError = errors.images?.root?.message ?? errors.images?.message;

  /** Puts an uploaded photo in the first row without an address, or after the others. */
  const place = (url: string) => {
    const empty = (getValues("images") ?? []).findIndex((photo) => !photo.url.trim());
    if (empty >= 0) setValue(`images.${empty}.url`, url, { shouldDirty: true, shouldValidate: true });
    else append({ url, alt: "" });
  };

  const onFilesChosen = async (files: File[]) => {
    const current = getValues("images") ?? [];
    const room = MAX_PRODUCT_IMAGES - current.filter((photo) => photo.url.trim()).length;
    const taken = files.slice(0, Math.max(0, room));
    if (taken.length < files.length) {
      toast({
        variant: "destructive",
        title: `A board can have at most ${MAX_PRODUCT_IMAGES} photos`,
        description: `${files.length - taken.length} of the chosen files ${files.length - taken.length === 1 ? "was" : "were"} not uploaded.`,
      });
    }
    onUploadingChange(true);
    try {
      // One after another, so the photos keep the order they were chosen in. A failed upload is
      // toasted by the hook, and the others go on.
      for (const file of taken) {
        const url = await upload.mutateAsync(file).catch(() => null);
        if (url) place(url);
      }
    } finally {
      onUploadingChange(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={listError ? fieldErrorId("product-photos") : "product-photos-hint"}
    >
      <legend className="mb-1 text-sm font-medium leading-none">Photos</legend>
      <p id="product-photos-hint" className="text-xs text-muted-foreground">
        Up to {MAX_PRODUCT_IMAGES}. The first is the main photo, on the board&apos;s card. Alt text says what a photo
        shows for shoppers who can&apos;t see it; left blank, the board&apos;s name is read.
      </p>

      <ol className="grid gap-3">
        {fields.map((field, index) => {
          const n = index + 1;
          const main = index === 0;
          const url = photos[index]?.url?.trim() ?? "";
          const rowErrors = errors.images?.[index];
          return (
            <li
              key={field.id}
              className={cn(
                "grid grid-cols-[4.5rem_minmax(0,1fr)] items-start gap-3 rounded-lg border border-border p-3 sm:grid-cols-[7rem_minmax(0,1fr)]",
                main && "bg-secondary/40",
              )}
            >
              <PhotoPreview url={url} alt={main ? "Product image preview" : `Photo ${n} preview`} />
              <div className="grid gap-3">
                <TextField
                  id={`product-image-${index}-url`}
                  label={main ? "Image URL" : `Photo ${n} URL`}
                  error={rowErrors?.url?.message}
                  type="text"
                  inputMode="url"
                  placeholder="/uploads/board.jpg or https://…"
                  autoComplete="off"
                  {...register(`images.${index}.url`)}
                />
                <TextField
                  id={`product-image-${index}-alt`}
                  label={main ? "Alt text" : `Photo ${n} alt text`}
                  error={rowErrors?.alt?.message}
                  placeholder="e.g. The end grain, close up"
                  autoComplete="off"
                  {...register(`images.${index}.alt`)}
                />
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Move photo ${n} up`}
                    disabled={main}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" />
                    {index === 1 ? "Make main" : "Up"}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Move photo ${n} down`}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                    Down
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove photo ${n}`}
                    disabled={fields.length <= 1}
                    onClick={() => remove(index)}
                  >
                    <X aria-hidden="true" />
                    Remove
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>

      <div className="grid gap-2">
        <Label htmlFor="product-image-file">Upload image</Label>
        <Input
          ref={fileInput}
          id="product-image-file"
          type="file"
          multiple
          accept={PRODUCT_IMAGE_ACCEPT}
          disabled={upload.isPending}
          aria-describedby="product-image-file-hint"
          variant="file-button"
          className="cursor-pointer"
          onChange={(event) => void onFilesChosen([...(event.target.files ?? [])])}
        />
        <p id="product-image-file-hint" className="text-xs text-muted-foreground" aria-live="polite">
          {upload.isPending ? (
            <span className="inline-flex items-center gap-1.5 font-medium text-foreground">
              <LoaderCircle className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              Uploading...
            </span>
          ) : (
            "JPEG, PNG or GIF, up to 5 MB each; choose several at once if you like. The addresses fill in as the uploads finish."
          )}
        </p>
      </div>

      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={fields.length >= MAX_PRODUCT_IMAGES}
          onClick={() => append({ ...EMPTY_PHOTO })}
        >
          <Plus aria-hidden="true" />
          Add photo by URL
        </Button>
      </div>

      {listError ? (
        <p id={fieldErrorId("product-photos")} role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      ) : null}
    </fieldset>
  );
}

function PhotoPreview({ url, alt }: { url: string; alt: string }) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  return (
    <div className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
      {isImageUrl(url) && brokenUrl !== url ? (
        <img key={url} src={url} alt={alt} className="size-full object-cover" onError={() => setBrokenUrl(url)} />
      ) : (
        <span className="flex flex-col items-center gap-1 px-2 text-center text-xs text-muted-foreground">
          <ImageIcon className="size-6" aria-hidden="true" />
          {url ? "Preview unavailable" : "No image yet"}
        </span>
      )}
    </div>
  );
}
