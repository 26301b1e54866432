import type { SimulationAnswer, SimulationPayload } from '@foodshare/contracts/safety-rules-api';
import {
  createSafetySimulation,
  SIMULATION_EVENT_TYPES,
} from '@foodshare/contracts/safety-simulation';
import {
  comparePositions,
  type EventStore,
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
  let after = START;
  while (comparePositions(after, head) < 0) {
    const page = await store.readAllPage({ after, maxCount: PAGE, types: SIMULATION_EVENT_TYPES });
    for (const event of page.events) {
      if (comparePositions(event.position, head) > 0) return simulation.result();
      simulation.add(event);
    }
    if (page.events.length < PAGE || comparePositions(page.through, after) <= 0) break;
    after = page.through;
  }
  return simulation.result();
}
