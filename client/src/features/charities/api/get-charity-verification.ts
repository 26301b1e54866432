import {
  type CharityVerificationAnswer,
  charityVerificationAnswerSchema,
} from '@foodshare/contracts/charities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { charityKeys } from './charity-keys';

/** GET /api/charity-verification: the signed-in charity's own verification. */
export async function getCharityVerification(): Promise<CharityVerificationAnswer> {
  return charityVerificationAnswerSchema.parse(await apiRead('/api/charity-verification'));
}

export const charityVerificationQuery = () =>
  queryOptions({ queryKey: charityKeys.mine, queryFn: getCharityVerification });

export function useCharityVerification(enabled = true) {
  return useQuery({ ...charityVerificationQuery(), enabled });
}
