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
