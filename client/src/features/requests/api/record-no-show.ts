import type { NoShowOutcome } from '@foodshare/contracts/pickups';
import { i18n } from '../../../i18n/i18n';
import { apiWrite } from '../../../lib/api-client';
import { type RequestRef, requestActionUrl } from './accept-food-request';
import { useRequestAction } from './request-action-failure';

/** POST …/no-show (the donor, once the window closed uncollected): did not come, or came late. */
export async function recordNoShow(ref: RequestRef & { outcome: NoShowOutcome }): Promise<void> {
  await apiWrite('POST', requestActionUrl(ref, 'no-show'), { outcome: ref.outcome });
}

export function useRecordNoShow() {
  return useRequestAction({
    mutationFn: recordNoShow,
    success: { title: i18n.t('profile:noShow.recorded') },
    failureTitle: i18n.t('profile:noShow.notRecorded'),
  });
}
