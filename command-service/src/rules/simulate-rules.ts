import type { SimulationAnswer, SimulationPayload } from '@foodshare/contracts/safety-rules-api';
import {
  createSafetySimulation,
  SIMULATION_EVENT_TYPES,
} from '@foodshare/contracts/safety-simulation';
import {
  comparePositions,
  type EventStore,
  type Position,
  type ReadAllPage,
  START,
} from '@foodshare/platform/event-store/event-store';

/** Events per read of the log: large pages, since the replay only counts. */
const PAGE = 10_000;

/**
 * The what-if replay of docs/product.md §11.2 over the event log itself, not a read model: every
 * donation, its submission and its check, read in global order up to the head as it stood when
 * asked. It only reads.
 */
export async function simulateRules(
  store: Pick<EventStore, 'readAllPage' | 'headPosition'>,
  payload: Required<Pick<SimulationPayload, 'from' | 'to'>> & {
    changes: Parameters<typeof createSafetySimulation>[0]['changes'];
  },
): Promise<SimulationAnswer> {
  const simulation = createSafetySimulation(payload);
  const head = await store.headPosition();
  const read = (after: Position) =>
    store.readAllPage({ after, maxCount: PAGE, types: SIMULATION_EVENT_TYPES });
  // The next page is on its way while this one is folded: the database and the fold overlap.
  let next: Promise<ReadAllPage> | null = comparePositions(START, head) < 0 ? read(START) : null;
  while (next) {
    const page: ReadAllPage = await next;
    const more = page.events.length === PAGE && comparePositions(page.through, head) < 0;
    next = more ? read(page.through) : null;
    for (const event of page.events) {
      if (comparePositions(event.position, head) > 0) {
        await next?.catch(() => undefined);
        return simulation.result();
      }
      simulation.add(event);
    }
  }
  return simulation.result();
}
