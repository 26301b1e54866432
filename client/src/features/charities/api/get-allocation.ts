import { type AllocationRow, allocationRowSchema } from '@foodshare/contracts/charities';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRead } from '../../../lib/api-client';
import { charityKeys } from './charity-keys';

/** GET /api/moderation/allocation: listings offered to charities first, and who asked. */
export async function getAllocation(): Promise<AllocationRow[]> {
  return z.array(allocationRowSchema).parse(await apiRead('/api/moderation/allocation'));
}

export function useAllocation() {
  return useQuery({ queryKey: charityKeys.allocation, queryFn: getAllocation });
}
