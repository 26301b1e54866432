import {
  type PrecompressedJson,
  precompressJson,
  sendPrecompressedJson,
} from '@foodshare/platform/http/precompressed-json';
import type { ProjectionName } from '@foodshare/read-models/names';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { encode, type ZodType } from 'zod';
import type { QueryServiceDeps } from './deps';
import { readerPosition } from './read-your-writes';

/** What a cached read answers: its JSON (compressed once) and the headers that go with it. */
interface CachedAnswer {
  readonly body: PrecompressedJson;
  readonly headers: Readonly<Record<string, string>>;
}

/** What a read computes on a miss: the body the route's schema describes, and its headers. */
export interface FreshAnswer {
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Public reads answered from memory while their read models stand still. An answer is kept
 * with where its read models stood before it was read (their live generations and
 * checkpoints), and served again only while they stand exactly there: checkpoints move only
 * forward and a rebuilt read model goes live as a new generation, so the same standing means
 * the same rows. That standing is the process's shared one (`standings.ts`): a hit costs no
 * look-up of its own, and no rows are read, serialised or compressed. A reader holding its own
 * write's position is answered at or past it. Readers asking at once for an answer not yet made
 * share its making.
 */
/** What an entry counts as before its answer is made (its size is known once it is). */
const PENDING_BYTES = 1;

interface Entry {
  readonly standing: string;
  readonly answer: Promise<CachedAnswer>;
  /** The answer's bytes, all encodings together. */
  readonly bytes: number;
}

/**
 * `entries` and `maxBytes` bound what the cache keeps: the least recently asked answers go
 * first, and an answer bigger than the whole budget is served but not kept.
 */
export function answerCache(
  deps: QueryServiceDeps,
  sources: readonly ProjectionName[],
  options: { readonly entries: number; readonly maxBytes: number },
) {
  const entries = new LRUCache<string, Entry>({
    max: options.entries,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => entry.bytes,
  });

  /** Each shared look-up's standing as text, worked out once for all the reads it serves. */
  const described = new WeakMap<object, string>();

  async function standing(request: FastifyRequest): Promise<string> {
    const positions = await deps.standings.of(sources, readerPosition(request, deps.signingSecret));
    let text = described.get(positions);
    if (text === undefined) {
      text = sources
        .map((name) => {
          const at = positions.get(name);
          return at
            ? `${name}:${at.generation}:${at.position.commit}:${at.position.prepare}`
            : name;
        })
        .join(' ');
      described.set(positions, text);
    }
    return text;
  }

  async function make(schema: ZodType, compute: () => Promise<FreshAnswer>): Promise<CachedAnswer> {
    const fresh = await compute();
    // Held to the response schema as the route's serialiser holds what it sends.
    const json = JSON.stringify(encode(schema, fresh.body));
    return { body: await precompressJson(json), headers: fresh.headers ?? {} };
  }

  return {
    /**
     * Answers `request` for `variant` (whatever else the answer depends on: the URL, whether
     * the reader is signed in) from memory, or from `compute` when the read models moved.
     */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      variant: string,
      schema: ZodType,
      compute: () => Promise<FreshAnswer>,
    ): Promise<FastifyReply> {
      // Read before the rows: rows read after it are at least as new as it says.
      const now = await standing(request);
      let entry = entries.get(variant);
      if (entry?.standing !== now) {
        const made: Entry = { standing: now, answer: make(schema, compute), bytes: PENDING_BYTES };
        entry = made;
        entries.set(variant, made);
        made.answer.then(
          // Counted at its size once made, unless a newer answer took its place meanwhile.
          (answer) => {
            if (entries.peek(variant) === made)
              entries.set(variant, { ...made, bytes: answer.body.bytes });
          },
          () => {
            if (entries.peek(variant) === made) entries.delete(variant);
          },
        );
      }
      const answer = await entry.answer;
      reply.headers(answer.headers);
      return sendPrecompressedJson(request, reply, answer.body);
    },
  };
}
