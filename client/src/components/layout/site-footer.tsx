import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type en from '../../i18n/locales/en/common';
import { signUpPath } from '../../lib/auth-links';
import { Logo } from './logo';

/** A link and its label's key under `common:footer`. */
type FooterLink = { readonly to: string; readonly label: keyof typeof en.footer };

const PARTNER_LINKS: readonly FooterLink[] = [
  { to: signUpPath('restaurant'), label: 'restaurantSignup' },
  { to: signUpPath('charity'), label: 'charityPartnership' },
  { to: signUpPath('delivery_agency'), label: 'deliveryServices' },
];

const SUPPORT_LINKS: readonly FooterLink[] = [
  { to: '/help-center', label: 'helpCenter' },
  { to: '/privacy-policy', label: 'privacyPolicy' },
  { to: '/contact-us', label: 'contactUs' },
];

const EXPLORE_LINKS: readonly FooterLink[] = [
  { to: '/marketplace', label: 'donations' },
  { to: '/offers', label: 'marketplace' },
  { to: '/collection-hubs', label: 'collectionHubs' },
  { to: '/community', label: 'community' },
];

function FooterColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const { t } = useTranslation('common');
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wide text-primary-foreground uppercase">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              className="text-sm text-primary-foreground/80 hover:text-primary-foreground hover:underline"
            >
              {t(`footer.${link.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className="bg-[oklch(0.3_0.06_155)] text-primary-foreground">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-4 md:gap-10 lg:px-8">
        <div className="col-span-2 space-y-3 sm:col-span-3 md:col-span-1">
          <Logo className="text-primary-foreground" />
          <p className="text-sm text-primary-foreground/80">{t('footer.tagline')}</p>
        </div>
        <FooterColumn title={t('footer.partners')} links={PARTNER_LINKS} />
        <FooterColumn title={t('footer.explore')} links={EXPLORE_LINKS} />
        <FooterColumn title={t('footer.support')} links={SUPPORT_LINKS} />
      </div>
      <div className="border-t border-primary-foreground/15">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-primary-foreground/70 sm:px-6 lg:px-8">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
