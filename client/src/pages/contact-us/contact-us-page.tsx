import { PRODUCT_NAME, RESPONSE_TIMES } from '@foodshare/contracts/constants';
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
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { ContactForm } from './contact-form';
import { RESPONSE_TIME_ROWS } from './response-times';

const SUPPORT = {
  email: 'support@foodshare.ae',
  phone: '+971 4 555 0123',
  phoneHref: 'tel:+97145550123',
  phoneHours: 'Sunday-Thursday, 9 AM-6 PM GST',
  office: ['Building 2, Office 214', 'Dubai Internet City', 'Dubai, United Arab Emirates'],
} as const;

/** /contact-us: the message form beside how else to reach us and how fast we answer. */
export function ContactUsPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="Contact Us"
        description={`Questions, feedback or a food-safety concern: the ${PRODUCT_NAME} team is here to help.`}
      />

      <aside
        aria-labelledby="emergency-heading"
        className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 sm:p-5"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="grid gap-1 text-sm">
          <h2 id="emergency-heading" className="font-bold text-destructive">
            Food safety emergency?
          </h2>
          <p>
            If someone became ill after eating shared food, seek medical help first: call{' '}
            <a href="tel:998" className="font-semibold underline underline-offset-2">
              998
            </a>{' '}
            for an ambulance. Then report it to us at once, by phone or with the category{' '}
            <em>Food safety issue</em>, naming the donation: we answer food safety issues within{' '}
            {RESPONSE_TIMES.foodSafety}. Keep any leftover food and its packaging.
          </p>
        </div>
      </aside>

      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardHeader>
            <CardTitle>Send us a message</CardTitle>
            <CardDescription>All fields are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>

        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Contact details</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-4 text-sm">
                <Detail icon={Mail} label="Email">
                  <a
                    href={`mailto:${SUPPORT.email}`}
                    className="font-semibold text-primary hover:underline"
                  >
                    {SUPPORT.email}
                  </a>
                </Detail>
                <Detail icon={Phone} label="Phone">
                  <a
                    href={SUPPORT.phoneHref}
                    className="font-semibold text-primary hover:underline"
                  >
                    {SUPPORT.phone}
                  </a>
                  <span className="block text-muted-foreground">{SUPPORT.phoneHours}</span>
                </Detail>
                <Detail icon={MapPin} label="Office">
                  <address className="not-italic">
                    {SUPPORT.office.map((line) => (
                      <span key={line} className="block">
                        {line}
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
                Response times
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-2 text-sm">
                {RESPONSE_TIME_ROWS.map((row) => (
                  <div
                    key={row.label}
                    className="flex items-center justify-between gap-4 rounded-md bg-muted/60 px-3 py-2"
                  >
                    <dt>{row.label}</dt>
                    <dd className="font-semibold whitespace-nowrap tabular-nums">{row.time}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Quick links</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2">
                <QuickLink to="/help-center" icon={LifeBuoy}>
                  Help Center: answers to common questions
                </QuickLink>
                <QuickLink to="/privacy-policy" icon={ShieldCheck}>
                  Privacy Policy: how we handle your data
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
          className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        />
      </Link>
    </li>
  );
}
