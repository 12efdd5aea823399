import { useId, useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ImagePlus, LoaderCircle, Send, Star, X } from "@/components/ui/icons";
import { MAX_REVIEW_PHOTOS, reviewInputSchema, type ReviewDraft, type ReviewInput } from "@shared/reviews";
import { Button } from "@/components/ui/button";
import { FormField, fieldAria, fieldErrorId } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { useUploadReviewPhoto } from "./upload-review-photo";
import { useWriteReview } from "./use-write-review";

const RATING_WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"] as const;

/**
 * The review of one order line (decision 058): the stars as radio buttons, a title, the text and up to
 * three photos, each uploaded when picked. Loaded when the review page opens, with its zod schema.
 */
export default function ReviewForm({ token, draft }: { token: string; draft: ReviewDraft }) {
  const write = useWriteReview(token);
  const upload = useUploadReviewPhoto(token);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: {
      rating: draft.review?.rating ?? 0,
      title: draft.review?.title ?? "",
      text: draft.review?.text ?? "",
      photos: draft.review?.photos ?? [],
    },
  });
  const photos = useWatch({ control, name: "photos" }) ?? [];
  const room = MAX_REVIEW_PHOTOS - photos.length - uploading;

  async function addPhotos(files: FileList | null) {
    const picked = Array.from(files ?? []).slice(0, Math.max(0, room));
    if (fileInput.current) fileInput.current.value = "";
    setUploading((n) => n + picked.length);
    for (const file of picked) {
      try {
        const url = await upload.mutateAsync(file);
        setValue("photos", [...(getValues("photos") ?? []), url], { shouldDirty: true });
      } catch {
        // The toast says why.
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }

  const onSubmit = handleSubmit((values) => write.mutate(values));
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarPicker value={field.value} onChange={field.onChange} error={errors.rating?.message} />
        )}
      />
      <TextField
        id="review-title"
        label="Title"
        placeholder="Sum it up in a few words"
        maxLength={100}
        error={errors.title?.message}
        {...register("title")}
      />
      <FormField id="review-text" label="Your review" error={errors.text?.message}>
        <Textarea
          id="review-text"
          rows={6}
          maxLength={2000}
          placeholder="How does it cut, clean and look in your kitchen?"
          {...fieldAria("review-text", errors.text)}
          {...register("text")}
        />
      </FormField>

      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium">Photos (up to {MAX_REVIEW_PHOTOS}, optional)</legend>
        <ul className="flex flex-wrap gap-3" aria-label="Your photos">
          {photos.map((url, i) => (
            <li key={url} className="relative">
              <img
                src={url}
                alt={`Your photo ${i + 1}`}
                width={96}
                height={96}
                className="size-24 rounded-md border border-border object-cover"
              />
              <button
                type="button"
                onClick={() =>
                  setValue(
                    "photos",
                    photos.filter((p) => p !== url),
                    { shouldDirty: true },
                  )
                }
                className="absolute -right-2 -top-2 grid size-7 place-items-center rounded-full border border-border bg-card shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove photo ${i + 1}`}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
          {Array.from({ length: uploading }, (_, i) => (
            <li
              key={`uploading-${i}`}
              className="grid size-24 place-items-center rounded-md border border-dashed border-border bg-secondary/60"
            >
              <LoaderCircle
                className="size-5 animate-spin text-muted-foreground motion-reduce:animate-none"
                aria-hidden="true"
              />
              <span className="sr-only">Uploading a photo…</span>
            </li>
          ))}
        </ul>
        <div>
          <input
            ref={fileInput}
            id="review-photos"
            type="file"
            accept="image/*"
            multiple
            // The button below opens it; the input itself is out of the tab order.
            tabIndex={-1}
            aria-label="Photos of your board"
            className="sr-only"
            onChange={(event) => void addPhotos(event.target.files)}
            disabled={room <= 0}
          />
          <Button type="button" variant="outline" disabled={room <= 0} onClick={() => fileInput.current?.click()}>
            <ImagePlus aria-hidden="true" />
            Add a photo
          </Button>
          <p className="mt-2 text-sm text-muted-foreground">
            Your board at work: JPEG, PNG or WebP photos, up to 5 MB each.
          </p>
        </div>
      </fieldset>

      <div>
        <Button type="submit" size="lg" disabled={write.isPending || uploading > 0}>
          {write.isPending ? (
            <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {draft.review ? "Update my review" : "Send my review"}
        </Button>
      </div>
    </form>
  );
}

/** 1 to 5 stars as radio buttons: arrows move between them, and each says what it means. */
function StarPicker({ value, onChange, error }: { value: number; onChange: (n: number) => void; error?: string }) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset aria-describedby={error ? fieldErrorId("review-rating") : undefined} className="grid gap-2">
      <legend className="text-sm font-medium">Your rating</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="relative cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            onMouseEnter={() => setHover(n)}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              // Over its star, unseen: a click or a tap on the star is one on the radio button.
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
              aria-label={`${n} ${n === 1 ? "star" : "stars"}: ${RATING_WORDS[n]}`}
            />
            <Star
              className={cn(
                "size-9 transition-colors",
                n <= shown ? "fill-[#b8741a] text-[#b8741a]" : "text-[#c9ae8b]",
              )}
              strokeWidth={1.5}
              aria-hidden="true"
            />
          </label>
        ))}
        <span className="ml-3 min-w-24 text-sm font-medium text-muted-foreground" aria-hidden="true">
          {RATING_WORDS[shown] ?? ""}
        </span>
      </div>
      {error ? (
        <p id={fieldErrorId("review-rating")} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
