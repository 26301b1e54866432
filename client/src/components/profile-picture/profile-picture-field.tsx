import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import './uploader-theme.css';
import { PROFILE_PICTURE } from '@foodshare/contracts/constants';
import AwsS3, { type AwsS3Options } from '@uppy/aws-s3';
import Uppy, { type Body, type Meta, type UploadResult, type UppyOptions } from '@uppy/core';
import DashboardModal from '@uppy/react/dashboard-modal';
import { ImagePlus, Trash, UserRound } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppUrl } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { createProfileUploadUrl } from './create-profile-upload-url';

type SignRequest = Extract<AwsS3Options<Meta, Body>, { signRequest: unknown }>['signRequest'];

type Locale = NonNullable<UppyOptions<Meta, Body>['locale']>;

/** Each picture gets its own short-lived signed URL, and goes there in one PUT. */
const signPictureUpload: SignRequest = async (request) => {
  if (request.method !== 'PUT' || 'uploadId' in request) {
    throw new Error('Profile pictures are uploaded in a single request.');
  }
  const uploadURL = await createProfileUploadUrl();
  return {
    // The uploader needs an absolute URL; the server hands out one relative to this origin.
    url: new URL(uploadURL, window.location.origin).href,
    ...(request.contentType ? { headers: { 'content-type': request.contentType } } : {}),
  };
};

/**
 * The upload window in the page's language: Uppy's own Arabic pack (fetched only for an Arabic
 * page, with the uploader), our catalogue's words over it where our window says it better.
 */
async function uploaderLocale(
  language: string | undefined,
  strings: Locale['strings'],
): Promise<Locale> {
  const base = language === 'ar' ? (await import('@uppy/locales/lib/ar_SA')).default : undefined;
  return {
    pluralize: base?.pluralize ?? ((count: number) => (count === 1 ? 0 : 1)),
    strings: { ...base?.strings, ...strings },
  };
}

function createPictureUploader(locale: Locale): Uppy<Meta, Body> {
  return new Uppy<Meta, Body>({
    id: 'profile-picture',
    autoProceed: false,
    locale,
    restrictions: {
      maxNumberOfFiles: PROFILE_PICTURE.maxFiles,
      maxFileSize: PROFILE_PICTURE.maxBytes,
      allowedFileTypes: [...PROFILE_PICTURE.extensions],
    },
  }).use(AwsS3, { shouldUseMultipart: false, signRequest: signPictureUpload });
}

interface ProfilePictureFieldProps {
  /** The stored picture's URL, or '' / undefined for none. */
  value: string | undefined;
  onChange: (url: string) => void;
}

/** Upload (through a modal), preview and remove a profile picture (docs/product.md §2 /auth, /profile). */
export function ProfilePictureField({ value, onChange }: ProfilePictureFieldProps) {
  const [uploader, setUploader] = useState<Uppy<Meta, Body> | null>(null);
  const [open, setOpen] = useState(false);
  const { t, i18n } = useTranslation('food');
  const language = i18n.resolvedLanguage;

  const onComplete = useEffectEvent((result: UploadResult<Meta, Body>) => {
    const location = result.successful?.[0]?.uploadURL;
    if (!location) return;
    onChange(toAppUrl(location, window.location.origin));
    setOpen(false);
    toast({ title: t('picture.uploadedTitle'), description: t('picture.uploaded') });
  });

  const uploaderStrings = useEffectEvent(() => t('picture.uploader', { returnObjects: true }));

  useEffect(() => {
    let created: Uppy<Meta, Body> | undefined;
    let cancelled = false;
    void uploaderLocale(language, uploaderStrings()).then((locale) => {
      if (cancelled) return;
      created = createPictureUploader(locale);
      created.on('complete', (result) => onComplete(result));
      setUploader(created);
    });
    return () => {
      cancelled = true;
      created?.destroy();
    };
  }, [language]);

  function openUploader() {
    // A finished upload is history: start the next one with an empty dashboard.
    const files = uploader?.getFiles() ?? [];
    if (files.length > 0 && files.every((file) => file.progress.uploadComplete)) uploader?.clear();
    setOpen(true);
  }

  return (
    <div className="flex items-center gap-4">
      <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-secondary-foreground ring-1 ring-border">
        {value ? (
          <img src={value} alt={t('picture.chosen')} className="size-full object-cover" />
        ) : (
          <UserRound aria-hidden="true" className="size-7" />
        )}
      </span>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={openUploader} disabled={!uploader}>
          <ImagePlus aria-hidden="true" />
          {value ? t('picture.change') : t('picture.upload')}
        </Button>
        {value ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange('')}
            className="text-destructive hover:text-destructive"
          >
            <Trash aria-hidden="true" />
            {t('picture.remove')}
          </Button>
        ) : null}
      </div>
      {uploader ? (
        <DashboardModal
          uppy={uploader}
          open={open}
          onRequestClose={() => setOpen(false)}
          closeModalOnClickOutside
          proudlyDisplayPoweredByUppy={false}
          note={t('picture.note')}
        />
      ) : null}
    </div>
  );
}
