import type { ModerationMetrics } from '@foodshare/contracts/moderation-metrics';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { directionOf, isLanguage } from '../../../i18n/language';

/**
 * The metrics charts (recharts, the library the impact pages use), drawn without animation.
 * Each chart is a picture of a table printed beside it, so the chart itself is hidden from
 * assistive technology. Right to left, time runs from the right and the value axis stands on the
 * right; the drawing itself stays left to right (SVG anchors its labels by it).
 */
const COLOUR = '#0369a1';

function useRtl(): boolean {
  const { i18n } = useTranslation('tools');
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return directionOf(language) === 'rtl';
}

export function QueueChart({
  queue,
  label,
  number,
}: {
  queue: ModerationMetrics['queue'];
  /** Each sample's instant as the reader reads it. */
  label: (at: string) => string;
  number: (value: number) => string;
}) {
  const { t } = useTranslation('tools');
  const rtl = useRtl();
  const data = queue.map((sample) => ({ at: label(sample.at), length: sample.length }));
  return (
    <div dir="ltr" aria-hidden="true">
      <ResponsiveContainer width="100%" height={240}>
        <LineChart
          accessibilityLayer={false}
          data={data}
          margin={{ top: 8, right: rtl ? 0 : 16, bottom: 0, left: rtl ? 16 : 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="at" reversed={rtl} minTickGap={24} tick={{ fontSize: 12 }} />
          <YAxis
            allowDecimals={false}
            tickFormatter={number}
            width={40}
            orientation={rtl ? 'right' : 'left'}
          />
          <Tooltip
            formatter={(value) => (typeof value === 'number' ? number(value) : String(value))}
            wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr' }}
          />
          <Line
            type="stepAfter"
            dataKey="length"
            name={t('metrics.queueSeries')}
            stroke={COLOUR}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** What recharts hands a custom tick: where its text goes, and the value. */
interface TickProps {
  readonly x?: number | string;
  readonly y?: number | string;
  readonly textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  readonly payload?: { readonly value?: unknown };
}

/**
 * A moderator's name beside their bar, as they wrote it (`data-verbatim`: a name reads the same
 * in every language), on one line, shortened with an ellipsis past 18 characters.
 */
function NameTick({ x, y, textAnchor, payload }: TickProps) {
  const name = String(payload?.value ?? '');
  return (
    <text
      x={x}
      y={y}
      dy="0.355em"
      textAnchor={textAnchor}
      fontSize={12}
      fill="#4b5563"
      unicodeBidi="plaintext"
      data-verbatim
    >
      {name.length > 18 ? `${name.slice(0, 17)}…` : name}
    </text>
  );
}

export function ModeratorsChart({
  moderators,
  number,
}: {
  moderators: ModerationMetrics['moderators'];
  number: (value: number) => string;
}) {
  const { t } = useTranslation('tools');
  const rtl = useRtl();
  const data = moderators.map((moderator) => ({ name: moderator.name, total: moderator.total }));
  return (
    <div dir="ltr" aria-hidden="true">
      <ResponsiveContainer width="100%" height={Math.max(120, 36 * data.length + 40)}>
        <BarChart
          accessibilityLayer={false}
          data={data}
          layout="vertical"
          margin={{ top: 8, right: rtl ? 8 : 16, bottom: 0, left: rtl ? 16 : 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} tickFormatter={number} reversed={rtl} />
          <YAxis
            type="category"
            dataKey="name"
            width={130}
            tick={NameTick}
            interval={0}
            orientation={rtl ? 'right' : 'left'}
          />
          <Tooltip
            formatter={(value) => (typeof value === 'number' ? number(value) : String(value))}
            wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr' }}
          />
          <Bar isAnimationActive={false} dataKey="total" name={t('metrics.total')} fill={COLOUR} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
