import { type CollectionHub, collectionHubSchema } from '@foodshare/contracts/hubs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRead } from '../../../lib/api-client';

export const collectionHubsQueryKey = ['collection-hubs'] as const;

const collectionHubListSchema = z.array(collectionHubSchema);

/** GET /api/collection-hubs: the hubs that store and hand out rescued food. Public. */
export async function getCollectionHubs(): Promise<CollectionHub[]> {
  return collectionHubListSchema.parse(await apiRead('/api/collection-hubs'));
}

export function collectionHubsQueryOptions() {
  return queryOptions({ queryKey: collectionHubsQueryKey, queryFn: getCollectionHubs });
}

export function useCollectionHubs() {
  return useQuery(collectionHubsQueryOptions());
}
