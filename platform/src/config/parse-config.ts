import type { z } from 'zod';

/**
 * Parses environment variables once, at start-up. A missing or bad variable stops the process
 * with a message that names it and says what is expected.
 */
export function parseConfig<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
): z.output<Schema> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
  );
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}
