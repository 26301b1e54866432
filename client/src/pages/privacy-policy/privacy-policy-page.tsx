import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../i18n/format';

/** docs/product.md §2: "Last updated: 8 September 2025", the month written out in either language. */
const LAST_UPDATED = '2025-09-08';

/** The section texts (the page's header texts are set apart). */
type PrivacyKey = Exclude<ParseKeys<'privacy'>, 'lastUpdated'>;

/** A policy text with its bold words and the contact link. */
function Rich({ i18nKey }: { i18nKey: PrivacyKey }) {
  const { t } = useTranslation(['privacy', 'common']);
  return (
    <Trans
      t={t}
      i18nKey={i18nKey}
      values={{ product: t('common:productName') }}
      components={{ b: <strong />, a: <Link to="/contact-us" /> }}
    />
  );
}

function Items({ keys }: { keys: readonly PrivacyKey[] }) {
  return (
    <ul>
      {keys.map((key) => (
        <li key={key}>
          <Rich i18nKey={key} />
        </li>
      ))}
    </ul>
  );
}

const SECTIONS: readonly { id: string; title: PrivacyKey; body: ReactNode }[] = [
  {
    id: 'information-we-collect',
    title: 'collect.title',
    body: (
      <>
        <p>
          <Rich i18nKey="collect.intro" />
        </p>
        <Items keys={['collect.account', 'collect.shared', 'collect.sent', 'collect.technical']} />
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'use.title',
    body: (
      <Items
        keys={[
          'use.account',
          'use.safety',
          'use.connect',
          'use.notify',
          'use.answer',
          'use.impact',
          'use.safe',
        ]}
      />
    ),
  },
  {
    id: 'sharing',
    title: 'sharing.title',
    body: (
      <>
        <p className="rounded-lg border-s-4 border-primary bg-secondary/60 px-4 py-3 font-semibold text-foreground">
          <Rich i18nKey="sharing.neverSell" />
        </p>
        <p>
          <Rich i18nKey="sharing.intro" />
        </p>
        <Items keys={['sharing.members', 'sharing.providers', 'sharing.authorities']} />
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'rights.title',
    body: (
      <>
        <Items keys={['rights.access', 'rights.correction', 'rights.deletion']} />
        <p>
          <Rich i18nKey="rights.private" />
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'security.title',
    body: (
      <p>
        <Rich i18nKey="security.text" />
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'cookies.title',
    body: (
      <p>
        <Rich i18nKey="cookies.text" />
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'contact.title',
    body: (
      <p>
        <Rich i18nKey="contact.text" />
      </p>
    ),
  },
];

/** /privacy-policy: what we collect, why, who sees it, and what you can do about it. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation(['privacy', 'common']);
  const format = useFormat();
  const product = t('common:productName');
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <div className="space-y-4">
        <BackLink to="/">{t('common:ui.backToHome')}</BackLink>
        <PageHeader
          title={t('title')}
          description={
            <Trans
              t={t}
              i18nKey="lastUpdated"
              values={{ date: format.longCalendarDate(LAST_UPDATED) }}
              components={{ time: <time dateTime={LAST_UPDATED} /> }}
            />
          }
        />
        <p className="text-lg leading-relaxed">{t('intro', { product })}</p>
      </div>

      <nav aria-label={t('onThisPage')} className="rounded-xl border bg-card p-5 shadow-sm">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('onThisPage')}
        </p>
        <ol className="mt-3 list-decimal gap-x-10 space-y-1.5 ps-5 text-sm sm:columns-2">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="font-medium text-primary hover:underline">
                {t(section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {SECTIONS.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="scroll-mt-24 space-y-3 leading-relaxed text-foreground/90 [&_a]:font-semibold [&_a]:text-primary [&_a]:underline-offset-2 [&_a:hover]:underline [&_li]:ps-1 [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-5"
        >
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
            <span className="me-2 text-muted-foreground tabular-nums">
              {format.number(index + 1)}.
            </span>
            {t(section.title)}
          </h2>
          {section.body}
        </section>
      ))}
    </div>
  );
}
