import type { DonorCase } from '@foodshare/contracts/donor-case';
import type { MyDonation } from '@foodshare/contracts/food-items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Gavel } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useFormat } from '../../../i18n/format';
import { i18n } from '../../../i18n/i18n';
import { apiWrite, isUnauthorizedError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { requestActionFailureToast } from '../../requests/api/request-action-failure';

/** POST /api/food-items/:id/appeal: the donor's one appeal. */
async function appeal(input: { itemId: string; message: string }) {
  await apiWrite('POST', `/api/food-items/${encodeURIComponent(input.itemId)}/appeal`, {
    message: input.message,
  });
}

function useAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: appeal,
    onSuccess: async () => {
      toast({ title: i18n.t('profile:case.appealSent') });
      await queryClient.invalidateQueries();
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast(requestActionFailureToast(i18n.t('profile:case.appealFailed'), error));
    },
  });
}

/**
 * What the donor reads of a rejection or a take-down (docs/product.md §18): the reason, the
 * appeal open to them until its deadline, the appeal's outcome, and moderators' notes to them.
 */
export function DonorCasePanel({ donation }: { donation: MyDonation }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const found: DonorCase | null | undefined = donation.case;
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const send = useAppeal();
  const id = useId();
  if (!found || (!found.grounds && found.notes.length === 0)) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ itemId: donation.id, message }, { onSuccess: () => setOpen(false) });
  };
  return (
    <section aria-label={t('case.label')} className="grid gap-2 rounded-lg border p-3 text-sm">
      {found.grounds === 'take_down' ? (
        <p>
          <span className="font-semibold">
            {found.appeal?.status === 'overturned'
              ? t('case.takenDownReversed')
              : t('case.takenDown')}
          </span>{' '}
          <bdi>{found.reason ?? ''}</bdi>
        </p>
      ) : null}
      {found.appeal ? (
        <p>
          <span className="font-semibold">{t(`case.appeal.${found.appeal.status}`)}</span>
          {found.appeal.status === 'overturned' && found.appeal.relisted === false
            ? ` ${t('case.notRelisted')}`
            : ''}
          {found.appeal.reason ? (
            <>
              {' '}
              {t('case.reason')} <bdi>{found.appeal.reason}</bdi>
            </>
          ) : null}
        </p>
      ) : null}
      {found.notes.map((note) => (
        <p key={note.id}>
          <span className="font-semibold">{t('case.note')}</span> <bdi>{note.text}</bdi>
        </p>
      ))}
      {found.appealableUntil && !found.appeal ? (
        open ? (
          <form onSubmit={submit} className="grid gap-2">
            <Label htmlFor={`${id}-appeal`}>{t('case.appealLabel')}</Label>
            <Textarea
              id={`${id}-appeal`}
              value={message}
              maxLength={2000}
              onChange={(event) => setMessage(event.target.value)}
            />
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={send.isPending || message.trim() === ''}>
                {t('case.sendAppeal')}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
                {t('case.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
              <Gavel aria-hidden="true" />
              {t('case.appealButton')}
              <span className="sr-only" dir="auto">
                {' '}
                {donation.title}
              </span>
            </Button>
            <span className="text-muted-foreground">
              {t('case.appealUntil', { date: format.dateTime(found.appealableUntil) })}
            </span>
          </div>
        )
      ) : null}
    </section>
  );
}
