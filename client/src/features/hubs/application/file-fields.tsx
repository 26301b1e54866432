import { FileImage, FileText, Upload, X } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, invalidProps } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { HubApplicationValues } from './hub-application-values';
import { useHubErrorText } from './hub-error-text';
import {
  addFacilityPhotos,
  FILE_UNREADABLE_MESSAGE,
  formatFileSize,
  HUB_FILE_ACCEPT,
  type HubFile,
  type HubFileKind,
  MAX_FACILITY_PHOTOS,
  PHOTOS_LIMIT_MESSAGE,
  readHubFile,
} from './hub-file';
import { FieldLabel, hubFieldId } from './wizard-fields';

function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : FILE_UNREADABLE_MESSAGE;
}

/** The files an input holds, and the input emptied so the same file can be chosen again. */
function takeFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = Array.from(event.target.files ?? []);
  event.target.value = '';
  return files;
}

interface DropZoneProps {
  id: string;
  kind: HubFileKind;
  /** The zone's main line: what choosing a file here does. */
  action: string;
  multiple?: boolean;
  error: string | undefined;
  busy: boolean;
  disabled?: boolean;
  /** One line, for replacing a file already chosen. */
  compact?: boolean;
  inputRef: (element: HTMLInputElement | null) => void;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}

/** A file input spread over a dashed box: click or drop a file on it. */
function DropZone({
  id,
  kind,
  action,
  multiple,
  error,
  busy,
  disabled = false,
  compact = false,
  inputRef,
  onFiles,
  children,
}: DropZoneProps) {
  const { t } = useTranslation('hubs');
  return (
    <div
      className={cn(
        'relative flex items-center rounded-lg border-2 border-dashed bg-muted/40 text-center transition-colors has-[:focus-visible]:border-ring has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/25',
        compact ? 'justify-center gap-2 px-3 py-2' : 'flex-col gap-1 px-4 py-5',
        disabled ? 'opacity-70' : 'hover:border-primary/60 hover:bg-secondary/50',
        error && 'border-destructive/70 bg-destructive/5',
      )}
    >
      <Upload aria-hidden="true" className={cn('text-primary', compact ? 'size-4' : 'size-5')} />
      <p className="text-sm font-semibold">{busy ? t('file.reading') : action}</p>
      {compact ? null : <p className="text-xs text-muted-foreground">{children}</p>}
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept={HUB_FILE_ACCEPT[kind]}
        multiple={multiple}
        disabled={busy || disabled}
        onChange={(event) => onFiles(takeFiles(event))}
        className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-wait"
        {...invalidProps(id, error)}
      />
    </div>
  );
}

function ChosenFile({ file, onRemove }: { file: HubFile; onRemove: () => void }) {
  const { t } = useTranslation('hubs');
  const Icon = file.dataUrl.startsWith('data:application/pdf') ? FileText : FileImage;
  return (
    <li className="flex items-center gap-3 rounded-md border bg-card px-3 py-2 text-sm">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <span dir="auto" className="min-w-0 flex-1 truncate font-medium" title={file.name}>
        {file.name}
      </span>
      <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
        <bdi>{formatFileSize(file.size)}</bdi>
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        onClick={onRemove}
        aria-label={t('file.remove', { name: file.name })}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}

/** A required document (trade licence, insurance certificate): one PDF or image. */
export function DocumentField({
  name,
  label,
  hint,
}: {
  name: 'businessLicense' | 'insurance';
  label: string;
  hint: string;
}) {
  const { control, setError } = useFormContext<HubApplicationValues>();
  const { field, fieldState } = useController({ control, name });
  const [busy, setBusy] = useState(false);
  const id = hubFieldId(name);
  const { t } = useTranslation('hubs');
  const errorText = useHubErrorText();
  const error = errorText(fieldState.error?.message);

  async function choose(files: File[]) {
    const [file] = files;
    if (!file) return;
    setBusy(true);
    try {
      field.onChange(await readHubFile(file, 'document'));
    } catch (failure) {
      setError(name, { type: 'file', message: failureMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormField
      id={id}
      label={<FieldLabel>{label}</FieldLabel>}
      error={error}
      className="grid-cols-1"
    >
      {field.value ? (
        <ul>
          <ChosenFile file={field.value} onRemove={() => field.onChange(null)} />
        </ul>
      ) : null}
      <DropZone
        id={id}
        kind="document"
        action={field.value ? t('file.replace') : t('file.choose')}
        compact={field.value !== null}
        error={error}
        busy={busy}
        inputRef={field.ref}
        onFiles={(files) => void choose(files)}
      >
        {hint}
      </DropZone>
    </FormField>
  );
}

/** Optional photos of the facility, several at once. */
export function FacilityPhotosField() {
  const { control, setError } = useFormContext<HubApplicationValues>();
  const { field, fieldState } = useController({ control, name: 'facilityPhotos' });
  const [busy, setBusy] = useState(false);
  const id = hubFieldId('facilityPhotos');
  const { t } = useTranslation('hubs');
  const errorText = useHubErrorText();
  const error = errorText(fieldState.error?.message);
  const photos = field.value;
  const full = photos.length >= MAX_FACILITY_PHOTOS;

  async function choose(files: File[]) {
    if (files.length === 0) return;
    setBusy(true);
    const read = await Promise.allSettled(files.map((file) => readHubFile(file, 'photo')));
    setBusy(false);
    const added = read.flatMap((each) => (each.status === 'fulfilled' ? [each.value] : []));
    const { photos: next, leftOut } = addFacilityPhotos(photos, added);
    if (next.length !== photos.length) field.onChange(next);
    // After the change, which clears the field's error: a problem with this choice stays shown.
    const failed = read.find((each) => each.status === 'rejected');
    if (failed) {
      setError('facilityPhotos', { type: 'file', message: failureMessage(failed.reason) });
    } else if (leftOut > 0) {
      setError('facilityPhotos', {
        type: 'file',
        message: PHOTOS_LIMIT_MESSAGE,
      });
    }
  }

  return (
    <FormField
      id={id}
      label={<FieldLabel optional>{t('field.facilityPhotos')}</FieldLabel>}
      error={error}
      className="grid-cols-1 sm:col-span-2"
    >
      {photos.length > 0 ? (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {photos.map((photo) => (
            <ChosenFile
              key={photo.name}
              file={photo}
              onRemove={() => field.onChange(photos.filter((each) => each !== photo))}
            />
          ))}
        </ul>
      ) : null}
      <DropZone
        id={id}
        kind="photo"
        action={full ? t('file.limitReached') : t('file.choosePhotos')}
        multiple
        error={error}
        busy={busy}
        disabled={full}
        inputRef={field.ref}
        onFiles={(files) => void choose(files)}
      >
        {full
          ? t('file.removeToAdd')
          : t('file.photosHint', { max: MAX_FACILITY_PHOTOS, count: MAX_FACILITY_PHOTOS })}
      </DropZone>
    </FormField>
  );
}
