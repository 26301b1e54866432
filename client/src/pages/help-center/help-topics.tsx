import { ALLERGENS } from '@foodshare/contracts/enums';
import type { ParseKeys, TFunction } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { signUpPath } from '../../lib/auth-links';

export interface HelpQuestion {
  question: string;
  answer: ReactNode;
}

export interface HelpTopic {
  id: string;
  title: string;
  summary: string;
  questions: readonly HelpQuestion[];
}

/** The ids of the topics, in the order they are shown (the guides link goes to the first). */
export const HELP_TOPIC_IDS = ['getting-started', 'food-safety', 'businesses'] as const;

/** A link inside an answer: Trans puts the translated words inside it. */
function inlineLink(to: string): ReactElement {
  return <Link to={to} className="font-semibold text-primary underline-offset-2 hover:underline" />;
}

type HelpT = TFunction<'help'>;
type HelpKey = ParseKeys<'help'>;

/** One catalogue text with its `<tags>` made into the given elements. */
function rich(t: HelpT, key: HelpKey, components: Record<string, ReactElement> = {}) {
  return <Trans t={t} i18nKey={key} components={{ b: <strong />, ...components }} />;
}

function steps(t: HelpT, keys: readonly HelpKey[], links: Record<string, ReactElement> = {}) {
  return keys.map((key) => <li key={key}>{rich(t, key, links)}</li>);
}

/** The help topics in the current language. */
export function useHelpTopics(): readonly HelpTopic[] {
  const { t } = useTranslation(['help', 'common']);
  const h = t as unknown as HelpT;
  const allergens = ALLERGENS.filter((allergen) => allergen !== 'none')
    .map((allergen) => t(`allergens.${allergen}`))
    .join(t('allergens.separator'));
  return [
    {
      id: 'getting-started',
      title: t('gettingStarted.title'),
      summary: t('gettingStarted.summary'),
      questions: [
        {
          question: t('gettingStarted.account.question'),
          answer: (
            <p>{rich(h, 'gettingStarted.account.answer', { a: inlineLink(signUpPath()) })}</p>
          ),
        },
        {
          question: t('gettingStarted.free.question', { product: t('common:productName') }),
          answer: <p>{t('gettingStarted.free.answer')}</p>,
        },
        {
          question: t('gettingStarted.donate.question'),
          answer: (
            <ol className="list-decimal space-y-1 ps-5">
              {steps(
                h,
                [
                  'gettingStarted.donate.step1',
                  'gettingStarted.donate.step2',
                  'gettingStarted.donate.step3',
                  'gettingStarted.donate.step4',
                ],
                { a: inlineLink('/donate') },
              )}
            </ol>
          ),
        },
        {
          question: t('gettingStarted.find.question'),
          answer: (
            <p>
              {rich(h, 'gettingStarted.find.answer', {
                donations: inlineLink('/marketplace'),
                market: inlineLink('/offers'),
              })}
            </p>
          ),
        },
        {
          question: t('gettingStarted.hubs.question'),
          answer: (
            <p>
              {rich(h, 'gettingStarted.hubs.answer', {
                hubs: inlineLink('/collection-hubs'),
                apply: inlineLink('/become-collection-hub'),
              })}
            </p>
          ),
        },
      ],
    },
    {
      id: 'food-safety',
      title: t('foodSafety.title'),
      summary: t('foodSafety.summary'),
      questions: [
        {
          question: t('foodSafety.questionnaire.question'),
          answer: (
            <>
              <p>{t('foodSafety.questionnaire.intro')}</p>
              <ol className="mt-2 list-decimal space-y-1 ps-5">
                {steps(h, [
                  'foodSafety.questionnaire.step1',
                  'foodSafety.questionnaire.step2',
                  'foodSafety.questionnaire.step3',
                  'foodSafety.questionnaire.step4',
                ])}
              </ol>
            </>
          ),
        },
        {
          question: t('foodSafety.temperature.question'),
          answer: <p>{t('foodSafety.temperature.answer')}</p>,
        },
        {
          question: t('foodSafety.decision.question'),
          answer: <p>{t('foodSafety.decision.answer')}</p>,
        },
        {
          question: t('foodSafety.rejected.question'),
          answer: (
            <>
              <p>{t('foodSafety.rejected.intro')}</p>
              <ul className="mt-2 list-disc space-y-1 ps-5">
                {steps(h, [
                  'foodSafety.rejected.reason1',
                  'foodSafety.rejected.reason2',
                  'foodSafety.rejected.reason3',
                  'foodSafety.rejected.reason4',
                ])}
              </ul>
              <p className="mt-2">{t('foodSafety.rejected.outro')}</p>
            </>
          ),
        },
        {
          question: t('foodSafety.allergens.question'),
          answer: <p>{t('foodSafety.allergens.answer', { allergens })}</p>,
        },
      ],
    },
    {
      id: 'businesses',
      title: t('businesses.title'),
      summary: t('businesses.summary'),
      questions: [
        {
          question: t('businesses.sell.question'),
          answer: (
            <p>
              {rich(h, 'businesses.sell.answer', {
                donate: inlineLink('/donate'),
                market: inlineLink('/offers'),
              })}
            </p>
          ),
        },
        {
          question: t('businesses.cost.question'),
          answer: <p>{t('businesses.cost.answer')}</p>,
        },
        {
          question: t('businesses.profile.question'),
          answer: (
            <p>
              {rich(h, 'businesses.profile.answer', {
                profile: inlineLink('/profile'),
                community: inlineLink('/community'),
              })}
            </p>
          ),
        },
        {
          question: t('businesses.hub.question'),
          answer: (
            <p>
              {rich(h, 'businesses.hub.answer', { apply: inlineLink('/become-collection-hub') })}
            </p>
          ),
        },
      ],
    },
  ];
}
