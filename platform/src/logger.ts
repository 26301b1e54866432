import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

export function createLogger(options: {
  level: string;
  name?: string;
  destination?: DestinationStream;
}): Logger {
  return pino(
    {
      level: options.level,
      ...(options.name ? { name: options.name } : {}),
      // Personal data must never reach the logs (account deletion promises it is gone everywhere).
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.firstName',
          '*.lastName',
          '*.email',
          '*.phoneNumber',
          '*.bio',
          '*.businessAddress',
          '*.profileImageUrl',
        ],
        censor: '[redacted]',
      },
    },
    options.destination ?? pino.destination(1),
  );
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];

/**
 * A request's logger: the pino child with the request's bindings (its id) is made only when a
 * line is logged at a level the parent writes. Most requests log nothing, and a child costs a
 * pass of the redaction over its bindings. As Fastify's `childLoggerFactory`.
 */
export function lazyChildLogger(
  parent: Logger,
  bindings: pino.Bindings,
  options: pino.ChildLoggerOptions,
): Logger {
  // A route's own log level (or any other option) is the child's from the start.
  if (Object.keys(options).length > 0) return parent.child(bindings, options);
  let child: Logger | undefined;
  const made = () => {
    child ??= parent.child(bindings);
    return child;
  };
  const logger: Record<string, unknown> = {
    child: (more: pino.Bindings, moreOptions?: pino.ChildLoggerOptions) =>
      made().child(more, moreOptions),
    isLevelEnabled: (level: string) => (child ?? parent).isLevelEnabled(level),
    bindings: () => made().bindings(),
  };
  for (const level of LEVELS)
    logger[level] = (...args: unknown[]) => {
      if (!(child ?? parent).isLevelEnabled(level)) return;
      (made()[level] as (...line: unknown[]) => void)(...args);
    };
  Object.defineProperty(logger, 'level', {
    get: () => (child ?? parent).level,
    set: (level: Level | 'silent') => {
      made().level = level;
    },
  });
  return logger as unknown as Logger;
}
