import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';

const PARTS = ['day', 'month', 'year'] as const;
type Part = (typeof PARTS)[number];

const fieldClass =
  'h-10 rounded-md border border-input bg-card px-2 text-center text-sm focus-visible:outline-2 focus-visible:outline-ring';

/** The order the page's language writes a date's parts in (day month year, or another). */
function partOrder(locale: string): Part[] {
  const parts = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).formatToParts(new Date(Date.UTC(2026, 10, 29)));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is Part => (PARTS as readonly string[]).includes(type));
  return order.length === 3 ? order : [...PARTS];
}

/**
 * A date typed as day, month and year in the page's language and order, never the browser's
 * native picker (whose format follows the machine, not the page). The value is YYYY-MM-DD or ''.
 */
export function DateField({
  id,
  legend,
  value,
  onChange,
}: {
  id: string;
  legend: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('impact');
  const format = useFormat();
  const [year = '', month = '', day = ''] = value ? value.split('-') : [];
  const current: Record<Part, string> = { day, month, year };
  const set = (part: Part, text: string) => {
    const next = { ...current, [part]: text.replace(/\D/g, '').slice(0, part === 'year' ? 4 : 2) };
    if (!next.day && !next.month && !next.year) return onChange('');
    if (next.year.length === 4 && next.month && next.day)
      return onChange(`${next.year}-${next.month.padStart(2, '0')}-${next.day.padStart(2, '0')}`);
    onChange([next.year, next.month, next.day].join('-'));
  };
  return (
    <fieldset className="grid gap-1.5">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex gap-1.5" dir="ltr">
        {partOrder(format.locale).map((part, index) => (
          <input
            key={part}
            id={index === 0 ? id : `${id}-${part}`}
            aria-label={`${legend}: ${t(`date.${part}`)}`}
            placeholder={t(`date.${part}`)}
            inputMode="numeric"
            className={`${fieldClass} ${part === 'year' ? 'w-20' : 'w-16'}`}
            value={current[part]}
            onChange={(event) => set(part, event.target.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
