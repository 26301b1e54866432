import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translateSchemaMessage } from '../../../i18n/zod-message';
import {
  FILE_EMPTY_MESSAGE,
  FILE_UNREADABLE_MESSAGE,
  MAX_FACILITY_PHOTOS,
  PHOTOS_LIMIT_MESSAGE,
} from './hub-file';

/** The wizard's own English messages (the browser's, about a chosen file), by catalogue key. */
const LOCAL_MESSAGES = {
  [FILE_EMPTY_MESSAGE]: 'file.empty',
  [FILE_UNREADABLE_MESSAGE]: 'file.unreadable',
  [PHOTOS_LIMIT_MESSAGE]: 'file.tooMany',
} as const;

/**
 * `(message) => text`: a field's error in the person's language, whether the contract's schema,
 * the server (already worded) or the wizard's file reading wrote it.
 */
export function useHubErrorText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('hubs');
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const key = LOCAL_MESSAGES[message as keyof typeof LOCAL_MESSAGES];
      return key
        ? t(key, { max: MAX_FACILITY_PHOTOS, count: MAX_FACILITY_PHOTOS })
        : translateSchemaMessage(i18n.t, message);
    },
    [t, i18n],
  );
}
