import { PRODUCT_NAME } from '@foodshare/contracts/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';

const LAST_UPDATED = { iso: '2025-09-08', shown: '8 September 2025' } as const;

interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run a food-sharing community:</p>
        <ul>
          <li>
            <strong>Your account:</strong> your username, first and last name, role, and anything
            you choose to add to your profile, such as a picture, a bio, a phone number or your
            business name and address.
          </li>
          <li>
            <strong>What you share:</strong> your donations and offers, with their descriptions,
            photos, pickup locations and food safety answers, and the requests you send.
          </li>
          <li>
            <strong>What you send us:</strong> messages from the contact form, and collection hub
            applications with their documents.
          </li>
          <li>
            <strong>Technical information:</strong> a session cookie while you are signed in, and
            basic request logs that help us keep the service secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    body: (
      <ul>
        <li>to run your account and show your listings and public profile;</li>
        <li>to check every donation against UAE food safety standards before it is listed;</li>
        <li>to connect donors with the people and charities who collect their food;</li>
        <li>to send you notifications about your donations and requests;</li>
        <li>to answer your messages and review collection hub applications;</li>
        <li>
          to report our community's impact (food saved, meals, emissions avoided) in aggregate,
          never naming you;
        </li>
        <li>to keep the platform safe and prevent misuse.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <p className="rounded-lg border-l-4 border-primary bg-secondary/60 px-4 py-3 font-semibold text-foreground">
          We never sell your personal data. Not to advertisers, not to data brokers, not to anyone.
        </p>
        <p>We share information only in these cases:</p>
        <ul>
          <li>
            <strong>With other members,</strong> as the service needs: your listings with their
            pickup location, and your profile only if you make it public.
          </li>
          <li>
            <strong>With providers who host and run the service for us,</strong> under contract, and
            only to do that work.
          </li>
          <li>
            <strong>With authorities,</strong> when UAE law requires it, or to investigate a food
            safety incident.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <ul>
          <li>
            <strong>Access:</strong> see the information we hold about you in your profile, or ask
            us for a copy.
          </li>
          <li>
            <strong>Correction:</strong> edit your details in your profile at any time, or ask us to
            correct them.
          </li>
          <li>
            <strong>Deletion:</strong> delete your account from your profile. Your personal data
            (your name, contact details, bio, business details and picture, and what you wrote:
            request messages, decline notes, pickup instructions, reports and messages to our team
            sent while signed in) is sealed with a key of your own, and deleting your account
            destroys that key: your personal data becomes unreadable everywhere we keep it. Within
            minutes, once our lists have forgotten you, we rewrite the database tables that held
            your details and let go of the database's change log that recorded them, so no copy is
            left on our disks. Files you uploaded for a post or an application that we refused are
            not kept, and files that no record points to are removed within a day.
          </li>
        </ul>
        <p>You can also make your profile private, so only you can see it.</p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Connections to {PRODUCT_NAME} are encrypted, personal details are stored encrypted with a
        key per person and kept out of our logs, and access to our systems is limited to the people
        who need it. No system is perfectly secure: if something goes wrong that affects you, we
        will tell you.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use a single session cookie to keep you signed in. It is removed when you log out or it
        expires. We use no advertising cookies and no third-party trackers.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about this policy or your data? Write to us through our{' '}
        <Link to="/contact-us">contact page</Link> and we will get back to you within 24 hours.
      </p>
    ),
  },
];

/** /privacy-policy: what we collect, why, who sees it, and what you can do about it. */
export function PrivacyPolicyPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <div className="space-y-4">
        <BackLink to="/">Back to home</BackLink>
        <PageHeader
          title="Privacy Policy"
          description={
            <>
              Last updated: <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.shown}</time>
            </>
          }
        />
        <p className="text-lg leading-relaxed">
          {PRODUCT_NAME} helps people across the UAE share surplus food. This policy explains what
          information we collect, how we use it, and the choices you have.
        </p>
      </div>

      <nav aria-label="On this page" className="rounded-xl border bg-card p-5 shadow-sm">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          On this page
        </p>
        <ol className="mt-3 list-decimal gap-x-10 space-y-1.5 pl-5 text-sm sm:columns-2">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="font-medium text-primary hover:underline">
                {section.title}
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
          className="scroll-mt-24 space-y-3 leading-relaxed text-foreground/90 [&_a]:font-semibold [&_a]:text-primary [&_a]:underline-offset-2 [&_a:hover]:underline [&_li]:pl-1 [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5"
        >
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
            <span className="mr-2 text-muted-foreground tabular-nums">{index + 1}.</span>
            {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </div>
  );
}
