import {
  type ModerationMetrics,
  type ModerationMetricsQuery,
  moderationMetricsSchema,
} from '@foodshare/contracts/moderation-metrics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead, withQuery } from '../../../lib/api-client';

/** GET /api/moderation/metrics: the moderation team's figures for a period of UAE days. */
export async function getModerationMetrics(
  query: ModerationMetricsQuery,
): Promise<ModerationMetrics> {
  return moderationMetricsSchema.parse(
    await apiRead(
      withQuery('/api/moderation/metrics', { from: query.from ?? null, to: query.to ?? null }),
    ),
  );
}

export function useModerationMetrics(query: ModerationMetricsQuery, options: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      // Under the staff area's keys: a moderator's decision refreshes the figures too.
      queryKey: ['moderation', 'metrics', query.from ?? '', query.to ?? ''],
      queryFn: () => getModerationMetrics(query),
      placeholderData: keepPreviousData,
      enabled: options.enabled,
    }),
  );
}
