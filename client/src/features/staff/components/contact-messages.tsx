import { CONTACT_CATEGORIES } from '@foodshare/contracts/contact';
import { CircleCheck, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api-client';
import { useContactMessages, useMarkContactMessage } from '../api/staff-inbox';

const isContactCategory = (value: string): value is (typeof CONTACT_CATEGORIES)[number] =>
  (CONTACT_CATEGORIES as readonly string[]).includes(value);

/** The Contact Us inbox, unhandled first. */
export function ContactMessages() {
  const messages = useContactMessages();
  const mark = useMarkContactMessage();
  const { t } = useTranslation(['admin', 'contact']);
  const format = useFormat();
  // A category this build does not know yet is shown as sent.
  const categoryLabel = (category: string) =>
    isContactCategory(category) ? t(`contact:categories.${category}`) : category;
  return (
    <div className="space-y-6">
      <PageHeader title={t('nav.messages.label')} description={t('messages.description')} />
      {messages.isPending ? (
        <PageSpinner label={t('messages.loading')} />
      ) : messages.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(messages.error)}
        </p>
      ) : messages.data.length === 0 ? (
        <p className="text-muted-foreground">{t('messages.empty')}</p>
      ) : (
        <ul className="space-y-3" aria-label={t('messages.listLabel')}>
          {messages.data.map((message) => (
            <li key={message.id}>
              <Card aria-label={message.subject ?? t('messages.erased')}>
                <CardContent className="space-y-2 pt-6">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 dir="auto" className="font-bold">
                      {message.subject ?? t('messages.erased')}
                    </h2>
                    <Badge variant={message.handled ? 'secondary' : 'harvest'}>
                      {message.handled ? t('messages.handled') : t('messages.notHandled')}
                    </Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {message.erased ? (
                      t('messages.senderErased')
                    ) : (
                      <>
                        <bdi>{message.name}</bdi> · <bdi>{message.email}</bdi>
                      </>
                    )}{' '}
                    · {categoryLabel(message.category)} · {format.dateTime(message.receivedAt)}
                  </p>
                  {message.message ? (
                    <p dir="auto" className="text-sm whitespace-pre-line">
                      {message.message}
                    </p>
                  ) : null}
                  <div className="flex flex-wrap items-center gap-3">
                    <Button
                      size="sm"
                      variant={message.handled ? 'outline' : 'default'}
                      disabled={mark.isPending}
                      onClick={() => mark.mutate({ id: message.id, handled: !message.handled })}
                    >
                      {message.handled ? (
                        <RotateCcw aria-hidden="true" />
                      ) : (
                        <CircleCheck aria-hidden="true" />
                      )}
                      {message.handled ? t('messages.markNotHandled') : t('messages.markHandled')}
                    </Button>
                    {message.handledBy ? (
                      <span className="text-xs text-muted-foreground">
                        {t('messages.handledBy', { name: isolate(message.handledBy) })}
                        {message.handledAt
                          ? t('messages.handledOn', { date: format.dateTime(message.handledAt) })
                          : ''}
                      </span>
                    ) : null}
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
