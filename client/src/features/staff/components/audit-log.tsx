import { AUDIT_ACTIONS, type AuditAction } from '@foodshare/contracts/staff-inbox';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { Card, CardContent } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../i18n/format';
import { auditActorName } from '../../../lib/actor-names';
import { errorMessage } from '../../../lib/api-client';
import { useStaff } from '../api/get-staff';
import { useAudit } from '../api/staff-inbox';

const isAction = (value: string | null): value is AuditAction =>
  value !== null && (AUDIT_ACTIONS as readonly string[]).includes(value);

const selectClass =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';

/** Who did what and when, newest first. */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const staffId = params.get('staff') ?? undefined;
  const actionParam = params.get('action');
  const action = isAction(actionParam) ? actionParam : undefined;
  const staff = useStaff();
  const audit = useAudit({ staffId, action });
  const { t } = useTranslation('admin');
  const format = useFormat();
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <div className="space-y-6">
      <PageHeader title={t('nav.audit.label')} description={t('audit.description')} />
      <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="audit-staff">{t('audit.staffMember')}</Label>
          <select
            id="audit-staff"
            className={selectClass}
            value={staffId ?? ''}
            onChange={(event) => set('staff', event.target.value)}
          >
            <option value="">{t('audit.everyone')}</option>
            {(staff.data ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.name} (@{member.username})
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="audit-action">{t('audit.action')}</Label>
          <select
            id="audit-action"
            className={selectClass}
            value={action ?? ''}
            onChange={(event) => set('action', event.target.value)}
          >
            <option value="">{t('audit.everyAction')}</option>
            {AUDIT_ACTIONS.map((each) => (
              <option key={each} value={each}>
                {t(`audit.actions.${each}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {audit.isPending ? (
        <Spinner label={t('audit.loading')} />
      ) : audit.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(audit.error)}
        </p>
      ) : audit.data.length === 0 ? (
        <p className="text-muted-foreground">{t('audit.empty')}</p>
      ) : (
        <Card>
          <CardContent className="p-0">
            <ol className="divide-y" aria-label={t('audit.listLabel')}>
              {audit.data.map((entry) => (
                <li
                  key={entry.id}
                  className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[11rem_1fr]"
                >
                  <time dateTime={entry.at} className="text-muted-foreground">
                    {format.dateTime(entry.at)}
                  </time>
                  <span>
                    <bdi className="font-semibold">{auditActorName(t, entry)}</bdi>{' '}
                    {t(`audit.actions.${entry.action}`).toLocaleLowerCase(format.locale)}
                    {entry.targetLabel ? (
                      <>
                        : <bdi className="font-medium">{entry.targetLabel}</bdi>
                      </>
                    ) : null}
                    {entry.reason ? (
                      <span className="block text-muted-foreground">
                        <bdi>“{entry.reason}”</bdi>
                      </span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
