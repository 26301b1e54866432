import { isBusinessRole } from '@foodshare/contracts/enums';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { useUser } from '../../features/auth/api/get-user';
import { toDonationPhoto } from '../../features/donations/donate-form/photo';
import { useSurplusTemplates } from '../../features/surplus/api/surplus-templates';
import { TemplateCard } from '../../features/surplus/components/template-card';
import { TemplateForm } from '../../features/surplus/components/template-form';

/** /surplus: a business's recurring surplus templates (docs/product.md §21). */
export function SurplusPage() {
  const { t } = useTranslation('surplus');
  const { user, isLoading } = useUser();
  const templates = useSurplusTemplates();
  const [creating, setCreating] = useState(false);
  // Opened from a reminder: the day it names is read afresh.
  const [params] = useSearchParams();
  const opened = `${params.get('confirm') ?? ''}/${params.get('date') ?? ''}`;
  const { refetch } = templates;
  useEffect(() => {
    if (opened !== '/') void refetch();
  }, [opened, refetch]);
  if (isLoading || templates.isLoading) return <PageSpinner />;
  const business = user && isBusinessRole(user.role) && user.role !== 'charity';
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title={t('title')} description={t('description')} />
      {!user || !business ? (
        <p className="rounded-xl border bg-card p-4 text-sm">{t('businessesOnly')}</p>
      ) : (
        <>
          {creating ? (
            <TemplateForm user={user} onDone={() => setCreating(false)} toPhoto={toDonationPhoto} />
          ) : (
            <div>
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" />
                {t('new')}
              </Button>
            </div>
          )}
          {(templates.data ?? []).length === 0 && !creating ? (
            <p className="text-sm text-muted-foreground">{t('none')}</p>
          ) : null}
          <div className="grid gap-4">
            {(templates.data ?? []).map((template) => (
              <TemplateCard key={template.id} template={template} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
