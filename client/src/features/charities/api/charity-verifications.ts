import {
  type CharityDecision,
  type CharityVerificationRow,
  charityVerificationRowSchema,
} from '@foodshare/contracts/charities';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRead, apiWrite } from '../../../lib/api-client';
import { charityKeys } from './charity-keys';

/** GET /api/moderation/charity-verifications: waiting applications first. */
export async function getCharityVerifications(): Promise<CharityVerificationRow[]> {
  return z
    .array(charityVerificationRowSchema)
    .parse(await apiRead('/api/moderation/charity-verifications'));
}

export function useCharityVerifications() {
  return useQuery({ queryKey: charityKeys.verifications, queryFn: getCharityVerifications });
}

/** POST /api/moderation/charity-verifications/:id/decision. */
export function useDecideCharityVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      charityId,
      ...body
    }: {
      charityId: string;
      decision: CharityDecision;
      reason?: string;
    }) =>
      apiWrite(
        'POST',
        `/api/moderation/charity-verifications/${encodeURIComponent(charityId)}/decision`,
        body,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: charityKeys.all }),
  });
}
