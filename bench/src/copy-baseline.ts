import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pool } from '@foodshare/platform/database/connection';
import type { Projection } from '@foodshare/projection-service';
import { findGeneration, schemaOf } from '@foodshare/projection-service/engine';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { Kysely } from 'kysely';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * The floor a rebuild is measured against: the rows its live generation ended with, every table
 * of it, written again by COPY into fresh tables of the same shape, indexes and constraints
 * included (the rows read out beforehand, so only the writing is timed). On PGlite, whose socket
 * COPY FROM STDIN cannot cross, one INSERT … SELECT per table stands in.
 */
export async function copyBaseline(
  infra: { readonly pool: Pool; readonly db: Kysely<AppDatabase> },
  projection: Projection,
  copyFromStdin: boolean,
): Promise<{ name: string; rows: number; seconds: number }> {
  const generation = await findGeneration(infra.db, projection.name, 'live');
  if (!generation) throw new Error(`${projection.name} has no live generation after its rebuild`);
  const schema = schemaOf(projection.name, generation.generation);
  const client = await infra.pool.connect();
  let rows = 0;
  let seconds = 0;
  try {
    for (const table of projection.tables) {
      const source = `"${schema}".${table}`;
      const copy = `bench_copy_${table}`;
      await client.query(`DROP TABLE IF EXISTS ${copy}`);
      await client.query(`CREATE TABLE ${copy} (LIKE ${source} INCLUDING ALL)`);
      if (copyFromStdin) {
        const chunks: Buffer[] = [];
        await pipeline(client.query(copyTo(`COPY ${source} TO STDOUT`)), async (stream) => {
          for await (const chunk of stream) chunks.push(chunk as Buffer);
        });
        const started = performance.now();
        await pipeline(Readable.from(chunks), client.query(copyFrom(`COPY ${copy} FROM STDIN`)));
        seconds += (performance.now() - started) / 1000;
      } else {
        const started = performance.now();
        await client.query(`INSERT INTO ${copy} SELECT * FROM ${source}`);
        seconds += (performance.now() - started) / 1000;
      }
      const { rows: counted } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${copy}`,
      );
      rows += counted[0]?.n ?? 0;
      await client.query(`DROP TABLE ${copy}`);
    }
  } finally {
    client.release();
  }
  return { name: copyFromStdin ? 'COPY' : 'INSERT … SELECT', rows, seconds };
}
