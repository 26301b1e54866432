import type { SurplusTemplate } from '@foodshare/contracts/surplus-templates';
import { CalendarClock, Pause, Play, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { useDeleteTemplate, usePauseTemplate } from '../api/surplus-templates';
import { ConfirmDay } from './confirm-day';

/** One template: its schedule, where it stands, its day to confirm, pause or resume, delete. */
export function TemplateCard({ template }: { template: SurplusTemplate }) {
  const { t } = useTranslation('surplus');
  const format = useFormat();
  const pause = usePauseTemplate();
  const remove = useDeleteTemplate();
  const days = template.days.map((day) => t(`days.${day}`)).join(t('daysSeparator'));
  return (
    <article
      data-testid="surplus-template"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 dir="auto" className="text-lg font-bold">
            {template.name}
          </h2>
          <p dir="auto" className="text-sm text-muted-foreground">
            {template.title} · {template.quantity}
          </p>
          <p className="flex items-center gap-1.5 text-sm">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {t('schedule', {
              days,
              time: isolate(template.time),
              from: isolate(template.pickupFrom),
              until: isolate(template.pickupUntil),
            })}
          </p>
          <p className="text-sm text-muted-foreground">
            {template.paused
              ? t('pausedNote')
              : template.nextDate
                ? t('next', { date: format.calendarDate(template.nextDate) })
                : null}
            {template.lastPostedDate
              ? ` ${t('lastPosted', { date: format.calendarDate(template.lastPostedDate) })}`
              : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={template.paused ? 'secondary' : 'default'}>
            {template.paused ? t('status.paused') : t('status.active')}
          </Badge>
          <Button
            variant="outline"
            size="sm"
            disabled={pause.isPending}
            onClick={() => pause.mutate({ id: template.id, paused: !template.paused })}
          >
            {template.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {template.paused ? t('resume') : t('pause')}
            <span className="sr-only"> {isolate(template.name)}</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(t('deleteConfirm', { name: isolate(template.name) })))
                remove.mutate(template.id);
            }}
          >
            <Trash2 aria-hidden="true" />
            {t('delete')}
            <span className="sr-only"> {isolate(template.name)}</span>
          </Button>
        </div>
      </div>
      {template.toConfirm ? <ConfirmDay template={template} date={template.toConfirm} /> : null}
    </article>
  );
}
