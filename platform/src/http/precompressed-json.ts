import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** An answer serialised and compressed once, for an answer many readers ask for unchanged. */
export interface PrecompressedJson {
  readonly json: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/** Serialised JSON with its brotli and gzip encodings, at the levels the API compresses with. */
export async function precompressJson(json: string): Promise<PrecompressedJson> {
  const [br, gz] = await Promise.all([
    brotli(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    }),
    gzipped(json),
  ]);
  return { json, br, gzip: gz };
}

/**
 * Sends the encoding the reader accepts (the API's compression leaves an encoded answer as it
 * is), or the JSON itself. A route's typed reply wants its object; this answer is already one,
 * held to the route's schema when it was made.
 */
export function sendPrecompressedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PrecompressedJson,
): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ['br', 'gzip']) : null;
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(answer.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.json);
}
