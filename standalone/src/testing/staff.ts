import { randomUUID } from 'node:crypto';
import { decideStaffRole } from '@foodshare/command-service';
import type { StaffRole } from '@foodshare/contracts/staff';
import { projectionProgress } from '@foodshare/read-models/progress';
import type { TestApp } from './test-app';

/**
 * Grants a staff role through the same command as `npm run staff -- grant`, and returns once the
 * users read model holds it: the routes that ask whether someone is staff read it there, and an
 * operator's grant is nobody's own write for read-your-writes to wait for.
 */
export async function grantStaffRole(app: TestApp, username: string, role: StaffRole) {
  const granted = await decideStaffRole(
    app.standalone.commands.streams,
    'grant',
    { username, role, by: 'test-operator', reason: `${role} for the test` },
    { actor: 'operator:test-operator', correlationId: randomUUID() },
    new Date(),
  );
  if (granted.position) {
    const seen = await projectionProgress(app.db).waitUntilPassed(['users'], granted.position, {
      timeoutMs: 30_000,
    });
    if (!seen) throw new Error(`the users read model did not reach ${username}'s ${role} role`);
  }
  return granted;
}
