import type { MethodologyId } from '@foodshare/contracts/impact-methodology';
import { type ImpactRebuild, impactRebuildSchema } from '@foodshare/contracts/impact-report';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRead, apiWrite } from '../../../lib/api-client';
import { impactQueryKey } from './impact-keys';

const startedSchema = z.object({ id: z.string().uuid() });

/** POST /api/impact/rebuilds: rebuild one methodology's impact read model from the log. */
export async function startImpactRebuild(methodology: MethodologyId): Promise<{ id: string }> {
  const response = await apiWrite('POST', '/api/impact/rebuilds', { methodology });
  return startedSchema.parse(await response.json());
}

/** GET /api/impact/rebuilds/:id: how far it has got. */
export async function getImpactRebuild(id: string): Promise<ImpactRebuild> {
  return impactRebuildSchema.parse(await apiRead(`/api/impact/rebuilds/${encodeURIComponent(id)}`));
}

export function useStartImpactRebuild() {
  return useMutation({ mutationFn: startImpactRebuild });
}

const POLL_MS = 400;

/** A rebuild's progress, asked again until it is done or failed; then the figures refresh. */
export function useImpactRebuild(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['impact-rebuild', id],
    enabled: id !== null,
    queryFn: async () => {
      const progress = await getImpactRebuild(id ?? '');
      if (progress.status === 'done') await client.invalidateQueries({ queryKey: impactQueryKey });
      return progress;
    },
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : POLL_MS;
    },
  });
}
