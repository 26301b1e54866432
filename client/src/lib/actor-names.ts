import type { TFunction } from 'i18next';
import { isolate } from '../i18n/bidi';

/** The jobs that act on their own (query-service's moderation history names them in English). */
const SYSTEM_ACTORS = ['safety-check', 'expiry', 'account-closure', 'seed'] as const;
type SystemActor = (typeof SYSTEM_ACTORS)[number];

/** A job's name in the person's language, by its stable id ('system:expiry'); null for others. */
export function systemActorName(t: TFunction<'admin'>, id: string): string | null {
  const key = id.startsWith('system:') ? id.slice('system:'.length) : null;
  const known = SYSTEM_ACTORS.find((actor): actor is SystemActor => actor === key);
  return known ? t(`history.systemActors.${known}`) : null;
}

/**
 * Who took a staff action, as the audit names them: a staff member by the name the server gives,
 * a job by its id, and an operator (roles granted from the command line, no account) by their id.
 */
export function auditActorName(
  t: TFunction<'admin'>,
  entry: { staffId: string; staffName: string },
): string {
  const job = systemActorName(t, entry.staffId);
  if (job) return job;
  if (entry.staffName === `Operator ${entry.staffId}`)
    return t('audit.operator', { id: isolate(entry.staffId) });
  return entry.staffName;
}
