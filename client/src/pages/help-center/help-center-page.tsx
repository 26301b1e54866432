import {
  BookOpen,
  ChevronDown,
  Headset,
  type LucideIcon,
  MessageCircle,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { HELP_TOPIC_IDS, type HelpTopic, useHelpTopics } from './help-topics';

/** /help-center: where to get help, and answers to the questions people ask most. */
export function HelpCenterPage() {
  const { t } = useTranslation(['help', 'common']);
  const topics = useHelpTopics();
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6 lg:px-8">
      <div className="space-y-4">
        <BackLink to="/">{t('common:ui.backToHome')}</BackLink>
        <PageHeader title={t('title')} description={t('description')} />
      </div>

      <ul className="grid gap-4 md:grid-cols-3">
        <HelpCard
          icon={Headset}
          title={t('cards.support.title')}
          text={t('cards.support.text')}
          link={<Link to="/contact-us">{t('cards.support.link')}</Link>}
        />
        <HelpCard
          icon={BookOpen}
          title={t('cards.docs.title')}
          text={t('cards.docs.text')}
          link={<a href={`#${HELP_TOPIC_IDS[0]}`}>{t('cards.docs.link')}</a>}
        />
        <HelpCard
          icon={Users}
          title={t('cards.community.title')}
          text={t('cards.community.text')}
          link={<Link to="/community">{t('cards.community.link')}</Link>}
        />
      </ul>

      <div className="grid items-start gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label={t('topicsLabel')} className="hidden lg:sticky lg:top-24 lg:block">
          <p className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('topicsHeading')}
          </p>
          <ul className="grid gap-1">
            {topics.map((topic) => (
              <li key={topic.id}>
                <a
                  href={`#${topic.id}`}
                  className="block rounded-md px-3 py-2 text-sm font-medium hover:bg-secondary"
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid gap-10">
          <h2 className="sr-only">{t('faq')}</h2>
          {topics.map((topic) => (
            <TopicSection key={topic.id} topic={topic} />
          ))}
        </div>
      </div>

      <section
        aria-labelledby="still-need-help"
        className="flex flex-col items-start gap-4 rounded-2xl bg-primary p-6 text-primary-foreground sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div className="flex gap-4">
          <MessageCircle aria-hidden="true" className="mt-1 size-6 shrink-0" />
          <div className="grid gap-1">
            <h2 id="still-need-help" className="text-xl font-bold">
              {t('stillNeedHelp.heading')}
            </h2>
            <p className="text-primary-foreground">{t('stillNeedHelp.text')}</p>
          </div>
        </div>
        <Button asChild variant="harvest" size="lg">
          <Link to="/contact-us">{t('stillNeedHelp.action')}</Link>
        </Button>
      </section>
    </div>
  );
}

function HelpCard({
  icon: Icon,
  title,
  text,
  link,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  link: ReactNode;
}) {
  return (
    <li className="relative flex flex-col gap-3 rounded-2xl border bg-card p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <span className="flex size-11 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="flex-1 text-sm text-muted-foreground">{text}</p>
      {/* The link covers the card, so the whole card is one target. */}
      <span className="text-sm font-semibold text-primary [&>a]:after:absolute [&>a]:after:inset-0 [&>a]:after:rounded-2xl [&>a]:focus-visible:outline-none">
        {link}{' '}
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          →
        </span>
      </span>
    </li>
  );
}

function TopicSection({ topic }: { topic: HelpTopic }) {
  return (
    <section aria-labelledby={`${topic.id}-heading`} id={topic.id} className="scroll-mt-24">
      <h3 id={`${topic.id}-heading`} className="text-2xl font-extrabold tracking-tight">
        {topic.title}
      </h3>
      <p className="mt-1 text-muted-foreground">{topic.summary}</p>
      <div className="mt-4 divide-y overflow-hidden rounded-2xl border bg-card shadow-sm">
        {topic.questions.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold transition-colors hover:bg-secondary/40 group-open:text-primary [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="px-5 pb-5 text-sm leading-relaxed text-muted-foreground [&_strong]:text-foreground">
              {item.answer}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
