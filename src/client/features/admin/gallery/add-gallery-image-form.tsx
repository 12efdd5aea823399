import { useState } from "react";
import { Controller, useController, useForm, type Control } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { ContentImageField } from "../content-images/content-image-field";
import {
  CHOICE_LABELS,
  EMPTY_GALLERY_FORM,
  galleryFormSchema,
  galleryPayload,
  JUICE_GROOVE_CHOICES,
  SHAPE_CHOICES,
  type GalleryFormValues,
} from "./gallery-form";
import { useAddGalleryImage } from "./use-add-gallery-image";

const resolver = zodResolver(galleryFormSchema);

/** SPEC §2, Gallery tab: the add-image form; it empties itself once the image is added. */
export function AddGalleryImageForm() {
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<GalleryFormValues, unknown, GalleryFormValues>({ resolver, defaultValues: EMPTY_GALLERY_FORM });
  // Registered before the inputs below, so a failed submit focuses the image field first, as it shows first.
  const { field: imageField } = useController({ control, name: "imageUrl" });
  const add = useAddGalleryImage();
  const [uploading, setUploading] = useState(false);

  const onSubmit = (values: GalleryFormValues) => {
    // On failure the hook toasts the server's message and the form keeps what was typed.
    add.mutate(galleryPayload(values), { onSuccess: () => reset(EMPTY_GALLERY_FORM) });
  };

  const descriptionError = errors.description?.message;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5 p-4 sm:p-6">
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="grid content-start gap-5">
          <ContentImageField
            id="gallery-image-url"
            label="Image URL"
            uploadLabel="Upload image"
            name={imageField.name}
            inputRef={imageField.ref}
            value={imageField.value}
            onChange={imageField.onChange}
            onBlur={imageField.onBlur}
            error={errors.imageUrl?.message}
            hint="Upload a photo (any common image type, up to 5 MB) or paste its address."
            onUploadingChange={setUploading}
          />
          <TextField
            id="gallery-title"
            label="Title"
            error={errors.title?.message}
            placeholder="e.g. Walnut and cherry wedding board"
            autoComplete="off"
            {...register("title")}
          />
        </div>

        <FormField id="gallery-description" label="Description" error={descriptionError}>
          <Textarea
            id="gallery-description"
            rows={5}
            placeholder="Optional: the woods, the size, who it was made for…"
            className="lg:min-h-[11.5rem]"
            {...fieldAria("gallery-description", descriptionError)}
            {...register("description")}
          />
        </FormField>
      </div>

      <div className="grid gap-5 sm:grid-cols-3 sm:items-start">
        <ChoiceField control={control} name="shape" id="gallery-shape" label="Shape" choices={SHAPE_CHOICES} />
        <ChoiceField
          control={control}
          name="juiceGroove"
          id="gallery-juice-groove"
          label="Juice groove"
          choices={JUICE_GROOVE_CHOICES}
        />
        <TextField
          id="gallery-display-order"
          label="Display order"
          hint="Lower numbers show first."
          error={errors.displayOrder?.message}
          type="number"
          inputMode="numeric"
          step={1}
          autoComplete="off"
          className="tabular-nums"
          {...register("displayOrder")}
        />
      </div>

      <div className="flex justify-end border-t border-border pt-4">
        <Button type="submit" disabled={add.isPending || uploading} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          {add.isPending ? "Adding..." : "Add to Gallery"}
        </Button>
      </div>
    </form>
  );
}

function ChoiceField({
  control,
  name,
  id,
  label,
  choices,
}: {
  control: Control<GalleryFormValues, unknown, GalleryFormValues>;
  name: "shape" | "juiceGroove";
  id: string;
  label: string;
  choices: readonly (keyof typeof CHOICE_LABELS)[];
}) {
  return (
    <FormField id={id} label={label}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger id={id} ref={field.ref} onBlur={field.onBlur}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {choices.map((choice) => (
                <SelectItem key={choice} value={choice}>
                  {CHOICE_LABELS[choice]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}
