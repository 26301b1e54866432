import { Camera, ImagePlus, LoaderCircle, Trash } from 'lucide-react';
import { useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { toDonationPhoto } from '../../lib/photo';
import { toast } from '../../lib/toast';
import type { DonationFormValues } from './donation-form-values';
import { FieldMessage, Required } from './form-controls';

export const PHOTO_SECTION_ID = 'donation-photo';

/** The required photo (SPEC §2, §5): taken with the camera or uploaded, previewed, removable. */
export function PhotoField() {
  const { control } = useFormContext<DonationFormValues>();
  const { field, fieldState } = useController({ control, name: 'imageUrl' });
  const [processing, setProcessing] = useState(false);
  const cameraInput = useRef<HTMLInputElement>(null);
  const uploadInput = useRef<HTMLInputElement>(null);
  const error = fieldState.error?.message;

  async function acceptPhoto(input: HTMLInputElement) {
    const file = input.files?.[0];
    // Choosing the same file again must fire a change too.
    input.value = '';
    if (!file) return;
    setProcessing(true);
    try {
      field.onChange(await toDonationPhoto(file));
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to process image. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setProcessing(false);
    }
  }

  return (
    <section
      id={PHOTO_SECTION_ID}
      aria-labelledby="donation-photo-heading"
      className="grid gap-3 scroll-mt-24"
    >
      <div className="grid gap-1">
        <h3 id="donation-photo-heading" className="text-sm font-medium">
          <Required>Photo of the food</Required>
        </h3>
        <p className="text-xs text-muted-foreground">
          Takers decide from the photo: show the food itself, in good light.
        </p>
      </div>
      <div
        className={cn(
          'grid gap-4 rounded-xl border-2 border-dashed p-4 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-center',
          error ? 'border-destructive bg-destructive/5' : 'border-input bg-muted/30',
        )}
      >
        <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg bg-card ring-1 ring-border">
          {processing ? (
            <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
          ) : field.value ? (
            <img
              src={field.value}
              alt="Your food, as takers will see it"
              className="size-full object-cover"
            />
          ) : (
            <ImagePlus aria-hidden="true" className="size-10 text-muted-foreground" />
          )}
        </div>
        <div className="grid gap-3">
          <div className="flex flex-wrap gap-2">
            <Button
              ref={field.ref}
              variant="outline"
              disabled={processing}
              onClick={() => cameraInput.current?.click()}
              aria-describedby={error ? 'donation-photo-error' : undefined}
            >
              <Camera aria-hidden="true" />
              Take Photo
            </Button>
            <Button
              variant="outline"
              disabled={processing}
              onClick={() => uploadInput.current?.click()}
            >
              <ImagePlus aria-hidden="true" />
              {field.value ? 'Change Photo' : 'Upload Photo'}
            </Button>
            {field.value ? (
              <Button
                variant="ghost"
                disabled={processing}
                onClick={() => field.onChange('')}
                className="text-destructive hover:text-destructive"
              >
                <Trash aria-hidden="true" />
                Remove Photo
              </Button>
            ) : null}
          </div>
          <p role="status" className="text-xs text-muted-foreground">
            {processing
              ? 'Preparing your photo…'
              : field.value
                ? 'Photo ready. It is resized to fit 800 × 600 before posting.'
                : 'JPG, PNG, WebP or any photo your phone takes.'}
          </p>
          <FieldMessage id="donation-photo" error={error} />
        </div>
      </div>
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        data-testid="donation-photo-camera"
        onChange={(event) => void acceptPhoto(event.currentTarget)}
      />
      <input
        ref={uploadInput}
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        data-testid="donation-photo-upload"
        onChange={(event) => void acceptPhoto(event.currentTarget)}
      />
    </section>
  );
}
