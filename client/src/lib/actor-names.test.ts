import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { auditActorName, systemActorName } from './actor-names';

const t = ((key: string, values?: { id?: string }) =>
  values?.id ? `${key}(${values.id})` : key) as unknown as TFunction<'admin'>;

describe("staff and jobs' names", () => {
  it('names a job by its stable id, and nobody else', () => {
    expect(systemActorName(t, 'system:expiry')).toBe('history.systemActors.expiry');
    expect(systemActorName(t, 'system:safety-check')).toBe('history.systemActors.safety-check');
    expect(systemActorName(t, 'system:unknown')).toBeNull();
    expect(systemActorName(t, 'user-1')).toBeNull();
  });

  it('names the audit entries of jobs and operators from the catalogue, staff as the server does', () => {
    expect(auditActorName(t, { staffId: 'system:seed', staffName: 'Demo seed' })).toBe(
      'history.systemActors.seed',
    );
    expect(auditActorName(t, { staffId: 'ops-7', staffName: 'Operator ops-7' })).toBe(
      'audit.operator(ops-7)',
    );
    expect(auditActorName(t, { staffId: 'user-1', staffName: 'Noor Al Hashimi' })).toBe(
      'Noor Al Hashimi',
    );
  });
});
