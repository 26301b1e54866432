import {
  type SafetyRulesAnswer,
  safetyRulesAnswerSchema,
} from '@foodshare/contracts/safety-rules-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';

export const rulesKeys = {
  all: ['safety-rules'] as const,
};

/** GET /api/moderation/rules: today's rules, their thresholds and the published versions. */
export async function getSafetyRules(): Promise<SafetyRulesAnswer> {
  return safetyRulesAnswerSchema.parse(await apiRead('/api/moderation/rules'));
}

export function useSafetyRules() {
  return useQuery(queryOptions({ queryKey: rulesKeys.all, queryFn: getSafetyRules }));
}
