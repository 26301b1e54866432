import type { ContactPayload } from '@foodshare/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiWrite } from '../../../lib/api-client';

const sentSchema = z.object({ id: z.string() });

/** POST /api/contact: a message to the support team. No sign-in needed. */
export async function sendContactMessage(payload: ContactPayload): Promise<{ id: string }> {
  const response = await apiWrite('POST', '/api/contact', payload);
  return sentSchema.parse(await response.json());
}

/** Nothing the app shows reads contact messages back, so there is nothing to refresh. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
