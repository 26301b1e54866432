import { displayName, type User } from '@foodshare/contracts/users';
import { CalendarClock, ChevronDown, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { UserAvatar } from '../../../components/layout/user-avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { isolate } from '../../../i18n/bidi';
import { useLogout } from '../api/logout';

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const logout = useLogout();
  const name = displayName(user);
  const role = t(`roles.${user.role}`);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex items-center gap-2 rounded-full p-0.5 pe-2 transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring">
        <UserAvatar user={user} />
        <span className="hidden max-w-40 flex-col items-start text-start leading-tight lg:flex">
          <bdi className="truncate text-sm font-semibold">{name}</bdi>
          <span className="text-xs text-muted-foreground">{role}</span>
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
        <span className="sr-only">{t('userMenu.accountMenuFor', { name: isolate(name) })}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <bdi className="block truncate font-semibold">{name}</bdi>
          <span className="block text-xs font-normal text-muted-foreground">{role}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <UserRound aria-hidden="true" />
          {t('userMenu.myProfile')}
        </DropdownMenuItem>
        {user.role === 'restaurant' || user.role === 'grocery_store' ? (
          <DropdownMenuItem onSelect={() => navigate('/surplus')}>
            <CalendarClock aria-hidden="true" />
            {t('userMenu.surplus')}
          </DropdownMenuItem>
        ) : null}
        {user.staffRoles.length > 0 ? (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <ShieldCheck aria-hidden="true" />
            {t('userMenu.staff')}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem
          disabled={logout.isPending}
          // docs/product.md §8: a failed logout is logged (by the hook) and still goes home.
          onSelect={() => logout.mutate(undefined, { onSettled: () => navigate('/') })}
        >
          <LogOut aria-hidden="true" />
          {t('userMenu.logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
