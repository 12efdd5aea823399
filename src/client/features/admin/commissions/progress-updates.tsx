import { useId, useRef, useState, type FormEvent } from "react";
import { Camera, ImagePlus, LoaderCircle, Send, X } from "@/components/ui/icons";
import { MAX_PROGRESS_PHOTOS, progressUpdateSchema, type CommissionUpdate } from "@shared/commissions";
import { srcSetFor } from "@shared/image-variants";
import { ProgressPhotos } from "@/components/progress-photos";
import { Button } from "@/components/ui/button";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { formatLongDate } from "@/lib/format";
import { CommissionPanel } from "./commission-panel";
import { photosThatFit, uploadedUrls, type PickedPhoto } from "./photo-picker";
import { COMMISSION_PHOTO_ACCEPT, useUploadCommissionPhoto } from "./upload-commission-photo";
import { usePostProgressUpdate } from "./use-post-progress-update";

type ProgressUpdatesProps = { customOrderId: string; email: string; updates: CommissionUpdate[] };

/** The updates the customer has been sent, oldest first, and 'Post an update' with photos. */
export function ProgressUpdates({ customOrderId, email, updates }: ProgressUpdatesProps) {
  return (
    <CommissionPanel
      id={`commission-${customOrderId}-updates`}
      icon={<Camera />}
      title="Progress updates"
      aside={updates.length > 0 ? <span className="text-sm text-muted-foreground">({updates.length})</span> : null}
    >
      {updates.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No updates yet. Post one as the work goes on: the customer gets it by email and on their page.
        </p>
      ) : (
        <ol className="grid gap-3 border-l-2 border-border pl-4">
          {updates.map((update) => (
            <li key={update.id} className="relative grid gap-1.5 text-sm">
              <span
                aria-hidden="true"
                className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-accent ring-2 ring-card"
              />
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                {formatLongDate(update.createdAt)}
              </p>
              <p className="whitespace-pre-line break-words">{update.text}</p>
              <ProgressPhotos photos={update.photos} className="flex flex-wrap gap-2">
                {(url, index) => (
                  <Thumbnail
                    url={url}
                    alt={`Photo ${index + 1} of the update of ${formatLongDate(update.createdAt)}`}
                  />
                )}
              </ProgressPhotos>
            </li>
          ))}
        </ol>
      )}
      <PostUpdateForm customOrderId={customOrderId} email={email} />
    </CommissionPanel>
  );
}

function Thumbnail({ url, alt }: { url: string; alt: string }) {
  return (
    <img
      src={url}
      srcSet={srcSetFor(url)}
      sizes="80px"
      alt={alt}
      loading="lazy"
      className="size-20 rounded-md border border-border bg-muted object-cover"
    />
  );
}

function PostUpdateForm({ customOrderId, email }: { customOrderId: string; email: string }) {
  const post = usePostProgressUpdate();
  const upload = useUploadCommissionPhoto();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [error, setError] = useState<string | undefined>();
  const keyBase = useId();
  const counter = useRef(0);
  const textId = `commission-${customOrderId}-update-text`;
  const uploading = photos.some((photo) => photo.url === null);

  const pick = (files: File[]) => {
    const { take, left } = photosThatFit(files, photos.length);
    if (left > 0) {
      toast({
        title: `At most ${MAX_PROGRESS_PHOTOS} photos per update`,
        description: left === 1 ? "One photo was left out." : `${left} photos were left out.`,
        variant: "destructive",
      });
    }
    const picked = take.map((file) => ({ key: `${keyBase}-${counter.current++}`, name: file.name, url: null, file }));
    setPhotos((current) => [...current, ...picked.map(({ key, name }) => ({ key, name, url: null }))]);
    for (const { key, file } of picked) {
      upload.mutateAsync(file).then(
        (url) => setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, url } : photo))),
        // The toast has said why; the placeholder goes.
        () => setPhotos((current) => current.filter((photo) => photo.key !== key)),
      );
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = progressUpdateSchema.safeParse({ text, photos: uploadedUrls(photos) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    post.mutate(
      { id: customOrderId, email, input: parsed.data },
      {
        onSuccess: () => {
          setText("");
          setPhotos([]);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 border-t border-border pt-3">
      <FormField id={textId} label="Post an update" error={error}>
        <Textarea
          id={textId}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={post.isPending}
          placeholder="e.g. The walnut and maple strips are glued up; flattening and the juice groove come next."
          {...fieldAria(textId, error, `${textId}-photos`)}
        />
      </FormField>

      <div className="grid gap-2">
        {photos.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Photos of this update">
            {photos.map((photo, index) => (
              <li key={photo.key} className="relative">
                {photo.url ? (
                  <Thumbnail url={photo.url} alt={`Photo ${index + 1}: ${photo.name}`} />
                ) : (
                  <span className="flex size-20 flex-col items-center justify-center gap-1 rounded-md border border-dashed border-border bg-muted text-xs text-muted-foreground">
                    <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                    Uploading...
                  </span>
                )}
                {photo.url ? (
                  <button
                    type="button"
                    onClick={() => setPhotos((current) => current.filter((p) => p.key !== photo.key))}
                    disabled={post.isPending}
                    aria-label={`Remove photo ${index + 1}`}
                    title="Remove"
                    className="absolute -right-2 -top-2 flex size-7 items-center justify-center rounded-full border border-border bg-card text-foreground shadow-sm hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => fileInput.current?.click()}
              disabled={post.isPending || photos.length >= MAX_PROGRESS_PHOTOS}
            >
              <ImagePlus aria-hidden="true" />
              Add photos
            </Button>
            <span id={`${textId}-photos`} className="text-xs text-muted-foreground" aria-live="polite">
              {photos.length} of {MAX_PROGRESS_PHOTOS} photos
            </span>
            <input
              ref={fileInput}
              type="file"
              accept={COMMISSION_PHOTO_ACCEPT}
              multiple
              hidden
              tabIndex={-1}
              onChange={(event) => {
                pick(Array.from(event.target.files ?? []));
                // The same files can be chosen again after a failure or a removal.
                event.target.value = "";
              }}
            />
          </div>
          <Button type="submit" size="sm" disabled={post.isPending || uploading}>
            {post.isPending ? (
              <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {post.isPending ? "Posting..." : uploading ? "Uploading..." : "Post update"}
          </Button>
        </div>
      </div>
    </form>
  );
}
