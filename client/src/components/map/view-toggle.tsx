import { List, Map as MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export type ListView = 'list' | 'map';

export function listViewFrom(value: string | null): ListView {
  return value === 'map' ? 'map' : 'list';
}

const VIEWS = [
  { view: 'list', icon: List },
  { view: 'map', icon: MapIcon },
] as const;

/** List or map: one segmented control, each choice a pressed or unpressed button. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: ListView;
  onChange: (view: ListView) => void;
}) {
  const { t } = useTranslation('food');
  return (
    <fieldset className="inline-flex rounded-lg border bg-muted p-1">
      <legend className="sr-only">{t('map.showAs')}</legend>
      {VIEWS.map(({ view: option, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground',
            view === option && 'bg-card text-foreground shadow-sm',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {t(`map.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
