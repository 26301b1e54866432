import type { HubApplicationPayload } from '@foodshare/contracts/hub-applications';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiWrite } from '../../../lib/api-client';

const submittedSchema = z.object({ id: z.string() });

/**
 * POST /api/hub-applications: the whole application, documents as data URLs. No sign-in
 * needed; an application becomes a hub only once approved, so no list changes yet.
 */
export async function submitHubApplication(
  payload: HubApplicationPayload,
): Promise<{ id: string }> {
  const response = await apiWrite('POST', '/api/hub-applications', payload);
  return submittedSchema.parse(await response.json());
}

export function useSubmitHubApplication() {
  return useMutation({ mutationFn: submitHubApplication });
}
