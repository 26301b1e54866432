import type { CharityVerificationPayload } from '@foodshare/contracts/charities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client';
import { charityKeys } from './charity-keys';

/** POST /api/charity-verification: the charity's licence, for a moderator to verify. */
export function applyForVerification(payload: CharityVerificationPayload) {
  return apiWrite('POST', '/api/charity-verification', payload);
}

export function useApplyForVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: charityKeys.mine }),
  });
}
