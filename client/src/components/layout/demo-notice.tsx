import { Info } from 'lucide-react';
import { Link } from 'react-router-dom';
import { signUpPath } from '../../lib/auth-links';

/** SPEC §1: signed-out visitors are told this is a demonstration they can browse freely. */
export function DemoNotice() {
  return (
    <aside
      aria-label="Demo notice"
      className="border-b border-harvest/40 bg-accent text-accent-foreground"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2 text-sm sm:items-center sm:px-6 lg:px-8">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 sm:mt-0" />
        <p>
          <span className="font-semibold">Demo:</span> you can browse all content without an
          account, and you can{' '}
          <Link
            to={signUpPath()}
            className="font-semibold underline underline-offset-2 hover:no-underline"
          >
            create a quick demo account
          </Link>{' '}
          with just a username.
        </p>
      </div>
    </aside>
  );
}
