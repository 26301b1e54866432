import {
  type AuditAction,
  type AuditEntry,
  auditEntrySchema,
  type ContactMessageView,
  contactMessageViewSchema,
  type HubApplicationDecisionPayload,
  type HubApplicationView,
  hubApplicationViewSchema,
} from '@foodshare/contracts/staff-inbox';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { i18n } from '../../../i18n/i18n';
import { apiRead, apiWrite, isUnauthorizedError, withQuery } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { collectionHubsQueryKey } from '../../hubs/api/get-collection-hubs';
import { moderationKeys } from '../../moderation/api/moderation-keys';
import { requestActionFailureToast } from '../../requests/api/request-action-failure';

/** GET /api/moderation/hub-applications. */
export async function getHubApplications(): Promise<HubApplicationView[]> {
  return z.array(hubApplicationViewSchema).parse(await apiRead('/api/moderation/hub-applications'));
}
export function useHubApplications() {
  return useQuery({ queryKey: moderationKeys.hubApplications, queryFn: getHubApplications });
}

/** GET /api/moderation/contact-messages. */
export async function getContactMessages(): Promise<ContactMessageView[]> {
  return z.array(contactMessageViewSchema).parse(await apiRead('/api/moderation/contact-messages'));
}
export function useContactMessages() {
  return useQuery({ queryKey: moderationKeys.contactMessages, queryFn: getContactMessages });
}

export interface AuditFilter {
  readonly staffId?: string | undefined;
  readonly action?: AuditAction | undefined;
}
/** GET /api/moderation/audit: who did what, newest first. */
export async function getAudit(filter: AuditFilter): Promise<AuditEntry[]> {
  return z
    .array(auditEntrySchema)
    .parse(await apiRead(withQuery('/api/moderation/audit', { ...filter })));
}
export function useAudit(filter: AuditFilter) {
  return useQuery({ queryKey: moderationKeys.audit(filter), queryFn: () => getAudit(filter) });
}

function useStaffWrite<Input>(
  mutationFn: (input: Input) => Promise<unknown>,
  success: (input: Input) => string,
  failureTitle: string,
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [moderationKeys.all, collectionHubsQueryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return useMutation({
    mutationFn,
    onSuccess: async (_answer, input) => {
      toast({ title: success(input) });
      await refresh();
    },
    onError: async (error) => {
      if (isUnauthorizedError(error)) return;
      toast(requestActionFailureToast(failureTitle, error));
      await refresh();
    },
  });
}

/** POST /api/moderation/hub-applications/:id/decision. */
export function useDecideHubApplication() {
  return useStaffWrite(
    ({ id, ...body }: { id: string } & HubApplicationDecisionPayload) =>
      apiWrite('POST', `/api/moderation/hub-applications/${encodeURIComponent(id)}/decision`, body),
    (input) =>
      input.decision === 'approve'
        ? i18n.t('common:toast.applicationApproved')
        : i18n.t('common:toast.applicationRejected'),
    i18n.t('common:toast.decisionNotRecorded'),
  );
}

/** POST /api/moderation/contact-messages/:id/handled. */
export function useMarkContactMessage() {
  return useStaffWrite(
    ({ id, handled }: { id: string; handled: boolean }) =>
      apiWrite('POST', `/api/moderation/contact-messages/${encodeURIComponent(id)}/handled`, {
        handled,
      }),
    (input) =>
      input.handled
        ? i18n.t('common:toast.markedHandled')
        : i18n.t('common:toast.markedNotHandled'),
    i18n.t('common:toast.markNotSaved'),
  );
}
