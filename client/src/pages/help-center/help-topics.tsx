import { PRODUCT_NAME } from '@foodshare/contracts/constants';
import { ALLERGENS } from '@foodshare/contracts/enums';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { signUpPath } from '../../lib/auth-links';
import { ALLERGEN_LABELS } from '../../lib/food-labels';

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

function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-primary underline-offset-2 hover:underline">
      {children}
    </Link>
  );
}

const ALLERGEN_NAMES = ALLERGENS.filter((allergen) => allergen !== 'none')
  .map((allergen) => ALLERGEN_LABELS[allergen].toLowerCase())
  .join(', ');

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    summary: 'Accounts, donating and finding food.',
    questions: [
      {
        question: 'Do I need an account to use the platform?',
        answer: (
          <p>
            No. You can browse every donation, marketplace offer, collection hub and community
            profile without an account. To donate or request food, create a free demo account: it
            needs only a unique username, no password.{' '}
            <InlineLink to={signUpPath()}>Get started</InlineLink>
          </p>
        ),
      },
      {
        question: `Is ${PRODUCT_NAME} free?`,
        answer: (
          <p>
            Yes. Creating an account, donating food and requesting donations are free. Businesses
            pay a small fee only when they sell surplus in the marketplace (see For businesses
            below).
          </p>
        ),
      },
      {
        question: 'How do I donate food?',
        answer: (
          <ol className="list-decimal space-y-1 pl-5">
            <li>
              Open <InlineLink to="/donate">Donate Food</InlineLink> and choose a free donation.
            </li>
            <li>Describe the food, its quantity and where to pick it up, and add a photo.</li>
            <li>Answer the food safety questionnaire honestly.</li>
            <li>Post it. Once it passes the safety check it is listed for the community.</li>
          </ol>
        ),
      },
      {
        question: 'How do I find and collect food?',
        answer: (
          <p>
            Browse free food in <InlineLink to="/marketplace">Donations</InlineLink> and discounted
            surplus in <InlineLink to="/offers">Market</InlineLink>. Open an item and choose Request
            This Item: the donor is told and arranges the pickup with you. Only available items can
            be requested.
          </p>
        ),
      },
      {
        question: 'What are collection hubs?',
        answer: (
          <p>
            Businesses, community centres and charities that store rescued food and hand it out. See
            them on <InlineLink to="/collection-hubs">Collection Hubs</InlineLink>, or{' '}
            <InlineLink to="/become-collection-hub">apply to become one</InlineLink>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'food-safety',
    title: 'Food safety',
    summary: 'How every donation is checked before anyone sees it.',
    questions: [
      {
        question: 'How does the safety questionnaire work?',
        answer: (
          <>
            <p>Every donation passes a mandatory check in four stages:</p>
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              <li>
                <strong>Food details:</strong> the type of food, how it was prepared and its
                ingredients.
              </li>
              <li>
                <strong>Storage information:</strong> how it has been stored, its temperature
                history and how it has been handled.
              </li>
              <li>
                <strong>Automated safety check</strong> of your answers against UAE food safety
                standards.
              </li>
              <li>
                <strong>Approval:</strong> the food becomes available to the community.
              </li>
            </ol>
          </>
        ),
      },
      {
        question: 'At what temperature must food be kept?',
        answer: (
          <p>
            Refrigerated food must be kept at or below 5 °C, and frozen food at or below −18 °C.
            Cooked food should not sit at room temperature for more than 2 hours.
          </p>
        ),
      },
      {
        question: 'What does the automated check decide?',
        answer: (
          <p>
            It compares your answers with UAE food safety rules and gives one of three results. Food
            that clearly meets them is approved and listed straight away. Food that needs a closer
            look (a homemade cooked meal, for instance) waits for a moderator to review it. Food
            that is unsafe is rejected, and you are told why.
          </p>
        ),
      },
      {
        question: 'Why was my donation reviewed or rejected?',
        answer: (
          <>
            <p>Common reasons for a rejection:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>
                signs of spoilage such as mold, discoloration, a bad smell or leaking packaging;
              </li>
              <li>food that was partially eaten;</li>
              <li>cooked food left at room temperature for more than 2 hours;</li>
              <li>hygienic handling or the donation terms not confirmed.</li>
            </ul>
            <p className="mt-2">
              The check tells you its reasons, so you know what to change next time.
            </p>
          </>
        ),
      },
      {
        question: 'How are allergens shown?',
        answer: (
          <p>
            Donors tick every allergen the food contains: {ALLERGEN_NAMES}. Takers see them on the
            item's details. If you have a severe allergy, ask the donor before you collect, and when
            in doubt, leave it.
          </p>
        ),
      },
    ],
  },
  {
    id: 'businesses',
    title: 'For businesses',
    summary: 'Selling surplus, fees and your business profile.',
    questions: [
      {
        question: 'How can my restaurant or grocery store sell surplus?',
        answer: (
          <p>
            Sign up with the restaurant or grocery store role, then post a business sale on{' '}
            <InlineLink to="/donate">Donate Food</InlineLink>. Your listing appears in the{' '}
            <InlineLink to="/offers">Market</InlineLink> with its original and discounted price.
            Typical discounts are 30-70% on end-of-day surplus.
          </p>
        ),
      },
      {
        question: 'What does it cost?',
        answer: (
          <p>
            A 3-5% transaction fee on marketplace sales only. Donations are always free, and you can
            donate whatever you do not sell.
          </p>
        ),
      },
      {
        question: 'How do I set up my business profile?',
        answer: (
          <p>
            In your <InlineLink to="/profile">profile</InlineLink>, choose your business role and
            add your business name, address and phone number. Make the profile public to appear
            among the <InlineLink to="/community">Community Champions</InlineLink>.
          </p>
        ),
      },
      {
        question: 'Can my business become a collection hub?',
        answer: (
          <p>
            Yes. <InlineLink to="/become-collection-hub">Apply in four steps</InlineLink>; we review
            applications within 3-5 business days.
          </p>
        ),
      },
    ],
  },
];
