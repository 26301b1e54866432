import { PRODUCT_NAME } from '@foodshare/contracts/constants';
import { Link } from 'react-router-dom';
import { signUpPath } from '../../lib/auth-links';
import { Logo } from './logo';

const PARTNER_LINKS = [
  { to: signUpPath('restaurant'), label: 'Restaurant Signup' },
  { to: signUpPath('charity'), label: 'Charity Partnership' },
  { to: signUpPath('delivery_agency'), label: 'Delivery Services' },
] as const;

const SUPPORT_LINKS = [
  { to: '/help-center', label: 'Help Center' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/contact-us', label: 'Contact Us' },
] as const;

const EXPLORE_LINKS = [
  { to: '/marketplace', label: 'Donations' },
  { to: '/offers', label: 'Marketplace' },
  { to: '/collection-hubs', label: 'Collection Hubs' },
  { to: '/community', label: 'Community' },
] as const;

function FooterColumn({
  title,
  links,
}: {
  title: string;
  links: readonly { to: string; label: string }[];
}) {
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
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-[oklch(0.3_0.06_155)] text-primary-foreground">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-4 md:gap-10 lg:px-8">
        <div className="col-span-2 space-y-3 sm:col-span-3 md:col-span-1">
          <Logo className="text-primary-foreground" />
          <p className="text-sm text-primary-foreground/80">
            Rescuing surplus food across the UAE: free donations, discounted surplus, and community
            collection hubs.
          </p>
        </div>
        <FooterColumn title="Partners" links={PARTNER_LINKS} />
        <FooterColumn title="Explore" links={EXPLORE_LINKS} />
        <FooterColumn title="Support" links={SUPPORT_LINKS} />
      </div>
      <div className="border-t border-primary-foreground/15">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-primary-foreground/70 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Reducing food waste, one meal at a time.
        </p>
      </div>
    </footer>
  );
}
