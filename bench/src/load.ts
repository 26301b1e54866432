import autocannon from 'autocannon';

export interface LoadResult {
  readonly requestsPerSecond: number;
  /** Requests answered in the run. */
  readonly requests: number;
  readonly p99Ms: number;
  /** Answers that were not 2xx, and connection errors: a figure with failures is no figure. */
  readonly failures: number;
}

/** Drives `url` with autocannon at `connections` for `seconds`. */
export async function load(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: { 'accept-encoding': 'gzip, br', ...options.headers },
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
