import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { type ProjectionStatus, projectionStatus, retryParked, skipParked } from './operator';
import { openOperatorInfrastructure } from './operator-infrastructure';
import type { ParkedEvent } from './parking';

const USAGE = `Usage:
  npm run projection -- status                 every projection: where it stands, who runs it,
                                               how far behind it is, what parked it
  npm run projection -- retry <name>           try the event it parked on again (after a fix)
  npm run projection -- skip <name> --reason "why" [--by who]
                                               pass over that event for good, recorded in the log
On the embedded database stop \`npm start\` first; with DATABASE_URL a running app picks the
decision up within a second.`;

/** `npm run projection -- status|retry|skip`: the operator's answer to a parked projection. */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { reason: { type: 'string' }, by: { type: 'string' } },
  });
  const [command, name] = positionals;
  if (command !== 'status' && command !== 'retry' && command !== 'skip') throw new Error(USAGE);
  if (command !== 'status' && !name) throw new Error(USAGE);
  if (command === 'skip' && !values.reason?.trim())
    throw new Error('Say why the event is skipped: --reason "…" (it is recorded in the log).');

  const { infra, db } = await openOperatorInfrastructure('projection');
  try {
    const statuses = await projectionStatus(db, command === 'status' ? infra.store : undefined);
    if (command === 'status') {
      for (const each of statuses) {
        console.log(
          `${each.name} (${each.status}, generation ${each.generation}, version ${each.version}) at ${each.checkpoint}${each.parked ? '' : ': running'}`,
        );
        console.log(`  ${describeHolder(each)}; ${describeLag(each)}`);
        if (each.parked) console.log(describeParked(each.parked));
      }
      return;
    }
    const projection = name ?? '';
    const names = [...new Set(statuses.map((each) => each.name))];
    if (!names.includes(projection))
      throw new Error(`No projection named ${projection}. Projections: ${names.join(', ')}`);
    const done =
      command === 'retry'
        ? await retryParked(db, projection)
        : await skipParked(db, infra.store, projection, {
            by: values.by?.trim() || userInfo().username,
            reason: values.reason?.trim() ?? '',
          });
    if (done.length === 0) console.log(`${projection} is not parked: nothing to do.`);
    for (const parked of done) {
      console.log(
        command === 'retry'
          ? `${projection} will try event ${parked.eventId} again.`
          : `${projection} skips event ${parked.eventId}; the skip is recorded on the stream projection-${projection}.`,
      );
    }
  } finally {
    await infra.close();
  }
}

function describeHolder(status: ProjectionStatus): string {
  return status.holder
    ? `held by ${status.holder}`
    : 'held by no instance (on a server: none runs it now; embedded: the app holds it while it runs)';
}

function describeLag(status: ProjectionStatus): string {
  if (!status.oldestUnprocessedAt) return 'caught up';
  return `lag ${formatDuration(status.lagMs ?? 0)} (oldest unprocessed event recorded ${status.oldestUnprocessedAt.toISOString()})`;
}

function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 120 ? `${minutes} min` : `${Math.round(minutes / 60)} h`;
}

function describeParked(parked: ParkedEvent): string {
  return [
    `  PARKED since ${parked.parkedAt} after ${parked.attempts} attempts on event ${parked.eventId}`,
    `  ${parked.eventType} in ${parked.streamId} at ${parked.position}, correlation ${parked.correlationId ?? '-'}`,
    `  error: ${parked.error}`,
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
