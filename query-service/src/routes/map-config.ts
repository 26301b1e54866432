import { mapConfigSchema } from '@foodshare/contracts/geo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryServiceDeps } from '../deps';

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** GET /api/map-config: the tile server the operator chose for the maps, or none. */
export function mapConfigRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/map-config',
      {
        config: { access: 'public' },
        schema: {
          tags: ['maps'],
          summary:
            'Where map tiles come from (MAP_TILE_URL); null when maps are drawn without them',
          response: { 200: mapConfigSchema },
        },
      },
      async () => ({ tileUrl: deps.mapTileUrl, attribution: OSM_ATTRIBUTION }),
    );
  };
}
