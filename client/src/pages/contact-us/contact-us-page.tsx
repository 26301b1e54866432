import {
  ArrowRight,
  Clock,
  LifeBuoy,
  Mail,
  MapPin,
  Phone,
  ShieldCheck,
  TriangleAlert,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { ContactForm } from '../../features/contact/components/contact-form';
import { RESPONSE_TIME_ROWS } from '../../features/contact/response-times';

const SUPPORT = {
  email: 'support@foodshare.ae',
  phone: '+971 4 555 0123',
  phoneHref: 'tel:+97145550123',
} as const;

const OFFICE_LINES = ['officeLine1', 'officeLine2', 'officeLine3'] as const;

/** /contact-us: the message form beside how else to reach us and how fast we answer. */
export function ContactUsPage() {
  const { t } = useTranslation(['contact', 'common']);
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={t('title')}
        description={t('description', { product: t('common:productName') })}
      />

      <aside
        aria-labelledby="emergency-heading"
        className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 sm:p-5"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="grid gap-1 text-sm">
          <h2 id="emergency-heading" className="font-bold text-destructive">
            {t('emergency.heading')}
          </h2>
          <p>
            <Trans
              t={t}
              i18nKey="emergency.text"
              values={{ time: t('times.foodSafety') }}
              components={{
                call: (
                  <a
                    href="tel:998"
                    dir="ltr"
                    className="font-semibold underline underline-offset-2"
                  >
                    998
                  </a>
                ),
                em: <em />,
              }}
            />
          </p>
        </div>
      </aside>

      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardHeader>
            <CardTitle>{t('form.heading')}</CardTitle>
            <CardDescription>{t('form.allRequired')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>

        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">{t('details.heading')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-4 text-sm">
                <Detail icon={Mail} label={t('details.email')}>
                  <a
                    href={`mailto:${SUPPORT.email}`}
                    dir="ltr"
                    data-verbatim
                    className="font-semibold text-primary hover:underline"
                  >
                    {SUPPORT.email}
                  </a>
                </Detail>
                <Detail icon={Phone} label={t('details.phone')}>
                  <a
                    href={SUPPORT.phoneHref}
                    dir="ltr"
                    className="font-semibold text-primary hover:underline"
                  >
                    {SUPPORT.phone}
                  </a>
                  <span className="block text-muted-foreground">{t('details.phoneHours')}</span>
                </Detail>
                <Detail icon={MapPin} label={t('details.office')}>
                  <address className="not-italic">
                    {OFFICE_LINES.map((line) => (
                      <span key={line} className="block">
                        {t(`details.${line}`)}
                      </span>
                    ))}
                  </address>
                </Detail>
              </ul>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                <Clock aria-hidden="true" className="size-5 text-primary" />
                {t('responseTimes.heading')}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-2 text-sm">
                {RESPONSE_TIME_ROWS.map((row) => (
                  <div
                    key={row}
                    className="flex items-center justify-between gap-4 rounded-md bg-muted/60 px-3 py-2"
                  >
                    <dt>{t(`responseTimes.${row}`)}</dt>
                    <dd className="font-semibold whitespace-nowrap tabular-nums">
                      {t(`times.${row}`)}
                    </dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="text-lg">{t('quickLinks.heading')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2">
                <QuickLink to="/help-center" icon={LifeBuoy}>
                  {t('quickLinks.helpCenter')}
                </QuickLink>
                <QuickLink to="/privacy-policy" icon={ShieldCheck}>
                  {t('quickLinks.privacy')}
                </QuickLink>
              </ul>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Mail;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="grid gap-0.5">
        <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {label}
        </span>
        <div>{children}</div>
      </div>
    </li>
  );
}

function QuickLink({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon: typeof Mail;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        className="group flex items-center gap-3 rounded-md border px-3 py-2.5 text-sm font-medium transition-colors hover:bg-secondary"
      >
        <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <span className="flex-1">{children}</span>
        <ArrowRight
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform rtl:-scale-x-100 group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
        />
      </Link>
    </li>
  );
}
