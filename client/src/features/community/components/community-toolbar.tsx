import { COMMUNITY_SORTS } from '@foodshare/contracts/community';
import { USER_ROLES } from '@foodshare/contracts/enums';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/select';
import type { CommunityFilters, CommunityRoleFilter } from '../community-filters';

const ROLE_FILTERS: readonly CommunityRoleFilter[] = ['all', ...USER_ROLES];

export function CommunityToolbar({
  filters,
  onChange,
  onClear,
  canClear,
}: {
  filters: CommunityFilters;
  onChange: (change: Partial<CommunityFilters>) => void;
  onClear: () => void;
  canClear: boolean;
}) {
  const { t } = useTranslation(['community', 'common']);
  return (
    <search className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-[minmax(0,1fr)_12rem_12rem_auto] md:items-end">
      <div className="col-span-2 grid gap-2 md:col-span-1">
        <Label htmlFor="community-search">{t('toolbar.search')}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="community-search"
            type="search"
            value={filters.search}
            onChange={(event) => onChange({ search: event.target.value })}
            placeholder={t('toolbar.searchPlaceholder')}
            className="ps-9"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="community-role">{t('toolbar.role')}</Label>
        <OptionSelect
          id="community-role"
          value={filters.role}
          onValueChange={(role) => onChange({ role })}
          options={ROLE_FILTERS}
          optionLabel={(role) =>
            role === 'all' ? t('toolbar.allRoles') : t(`common:roles.${role}`)
          }
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="community-sort">{t('toolbar.sortBy')}</Label>
        <OptionSelect
          id="community-sort"
          value={filters.sort}
          onValueChange={(sort) => onChange({ sort })}
          options={COMMUNITY_SORTS}
          optionLabel={(sort) => t(`sort.${sort}`)}
        />
      </div>
      <Button
        variant="ghost"
        onClick={onClear}
        disabled={!canClear}
        className="col-span-2 md:col-span-1"
      >
        <X aria-hidden="true" />
        {t('toolbar.clear')}
      </Button>
    </search>
  );
}
