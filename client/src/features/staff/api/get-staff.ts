import { type StaffMember, staffMemberSchema } from '@foodshare/contracts/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRead } from '../../../lib/api-client';

export const staffQueryKey = ['admin', 'staff'] as const;

/** GET /api/admin/staff: everyone with a staff role (staff only). */
export async function getStaff(): Promise<StaffMember[]> {
  return z.array(staffMemberSchema).parse(await apiRead('/api/admin/staff'));
}

export function staffQueryOptions() {
  return queryOptions({ queryKey: staffQueryKey, queryFn: getStaff });
}

export function useStaff() {
  return useQuery(staffQueryOptions());
}
