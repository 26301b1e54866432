import {
  type SimulationAnswer,
  type SimulationPayload,
  simulationAnswerSchema,
} from '@foodshare/contracts/safety-rules-api';
import { useMutation } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client';

/** POST /api/moderation/rules/simulate: a what-if over the recorded donations; it records nothing. */
export async function simulateRules(payload: SimulationPayload): Promise<SimulationAnswer> {
  const response = await apiWrite('POST', '/api/moderation/rules/simulate', payload);
  return simulationAnswerSchema.parse(await response.json());
}

export function useSimulateRules() {
  return useMutation({ mutationFn: simulateRules });
}
