import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Says the application is a demo: sample data, no document verification. */
export function DemoBanner({ onStartOver }: { onStartOver: () => void }) {
  const { t } = useTranslation('hubs');
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-harvest/50 bg-accent p-4 text-accent-foreground sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex gap-2 text-sm">
        <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>{t('wizard.demoLead')}</strong> {t('wizard.demoText')}
        </span>
      </p>
      <Button variant="ghost" size="sm" className="self-start sm:self-auto" onClick={onStartOver}>
        {t('wizard.startOver')}
      </Button>
    </div>
  );
}
