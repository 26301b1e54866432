import { Camera, ImagePlus, LoaderCircle, Trash } from 'lucide-react';
import { useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import type { DonationFormValues } from './donation-form-values';
import { FieldMessage, Required } from './form-controls';
import { toDonationPhoto } from './photo';

export const PHOTO_SECTION_ID = 'donation-photo';

/** The required photo (docs/product.md §2, §5): taken with the camera or uploaded, previewed, removable. */
export function PhotoField() {
  const { control } = useFormContext<DonationFormValues>();
  const { field, fieldState } = useController({ control, name: 'imageUrl' });
  const [processing, setProcessing] = useState(false);
  const cameraInput = useRef<HTMLInputElement>(null);
  const uploadInput = useRef<HTMLInputElement>(null);
  const error = fieldState.error?.message;
  const { t } = useTranslation('donate');

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
        title: t('toast.errorTitle'),
        description: t('toast.photoFailed'),
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
          <Required>{t('photo.heading')}</Required>
        </h3>
        <p className="text-xs text-muted-foreground">{t('photo.hint')}</p>
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
            <img src={field.value} alt={t('photo.alt')} className="size-full object-cover" />
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
              {t('photo.take')}
            </Button>
            <Button
              variant="outline"
              disabled={processing}
              onClick={() => uploadInput.current?.click()}
              aria-describedby={field.value || processing ? undefined : 'donation-photo-hint'}
            >
              <ImagePlus aria-hidden="true" />
              {field.value ? t('photo.change') : t('photo.upload')}
            </Button>
            {field.value ? (
              <Button
                variant="ghost"
                disabled={processing}
                onClick={() => field.onChange('')}
                className="text-destructive hover:text-destructive"
              >
                <Trash aria-hidden="true" />
                {t('photo.remove')}
              </Button>
            ) : null}
          </div>
          {/* Only what changes is announced; the formats line is a static hint. */}
          <p role="status" className="text-xs text-muted-foreground empty:hidden">
            {processing ? t('photo.preparing') : field.value ? t('photo.ready') : ''}
          </p>
          {processing || field.value ? null : (
            <p id="donation-photo-hint" className="text-xs text-muted-foreground">
              {t('photo.formats')}
            </p>
          )}
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
