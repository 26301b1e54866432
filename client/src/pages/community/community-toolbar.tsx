import { USER_ROLE_LABELS, USER_ROLES } from '@foodshare/contracts/enums';
import { Search, X } from 'lucide-react';
import {
  COMMUNITY_SORT_LABELS,
  COMMUNITY_SORTS,
} from '../../components/community/community-profiles';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import type { CommunityFilters, CommunityRoleFilter } from './community-filters';

const ROLE_FILTERS: readonly CommunityRoleFilter[] = ['all', ...USER_ROLES];

const isOneOf = <Value extends string>(values: readonly Value[], value: string): value is Value =>
  (values as readonly string[]).includes(value);

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
  return (
    <search className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-4 shadow-sm md:grid-cols-[minmax(0,1fr)_12rem_12rem_auto] md:items-end">
      <div className="col-span-2 grid gap-2 md:col-span-1">
        <Label htmlFor="community-search">Search</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="community-search"
            type="search"
            value={filters.search}
            onChange={(event) => onChange({ search: event.target.value })}
            placeholder="Search by name, business or bio"
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="community-role">Role</Label>
        <Select
          value={filters.role}
          onValueChange={(role) => {
            if (isOneOf(ROLE_FILTERS, role)) onChange({ role });
          }}
        >
          <SelectTrigger id="community-role">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ROLE_FILTERS.map((role) => (
              <SelectItem key={role} value={role}>
                {role === 'all' ? 'All roles' : USER_ROLE_LABELS[role]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="community-sort">Sort by</Label>
        <Select
          value={filters.sort}
          onValueChange={(sort) => {
            if (isOneOf(COMMUNITY_SORTS, sort)) onChange({ sort });
          }}
        >
          <SelectTrigger id="community-sort">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {COMMUNITY_SORTS.map((sort) => (
              <SelectItem key={sort} value={sort}>
                {COMMUNITY_SORT_LABELS[sort]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button
        variant="ghost"
        onClick={onClear}
        disabled={!canClear}
        className="col-span-2 md:col-span-1"
      >
        <X aria-hidden="true" />
        Clear Filters
      </Button>
    </search>
  );
}
