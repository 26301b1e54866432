import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The API compresses answers from this size on (smaller ones gain little or grow). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** An answer serialised and compressed once, for an answer many readers ask for unchanged. */
export interface PrecompressedJson {
  readonly json: Buffer;
  /** Null below COMPRESS_THRESHOLD_BYTES: the JSON goes as it is. */
  readonly br: Buffer | null;
  readonly gzip: Buffer | null;
  /** What it holds in memory, all encodings together. */
  readonly bytes: number;
}

/** Serialised JSON with its brotli and gzip encodings, at the levels the API compresses with. */
export async function precompressJson(text: string): Promise<PrecompressedJson> {
  const json = Buffer.from(text);
  if (json.length < COMPRESS_THRESHOLD_BYTES)
    return { json, br: null, gzip: null, bytes: json.length };
  const [br, gz] = await Promise.all([
    brotli(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    }),
    gzipped(json),
  ]);
  return { json, br, gzip: gz, bytes: json.length + br.length + gz.length };
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
  const encoding = accepted && answer.br ? negotiate(accepted, ['br', 'gzip']) : null;
  if (encoding === 'br' && answer.br) return reply.header('content-encoding', 'br').send(answer.br);
  if (encoding === 'gzip' && answer.gzip)
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.json);
}
