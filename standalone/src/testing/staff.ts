import { randomUUID } from 'node:crypto';
import { decideStaffRole } from '@foodshare/command-service';
import type { StaffRole } from '@foodshare/contracts/staff';
import type { TestApp } from './test-app';

/** Grants a staff role through the same command as `npm run staff -- grant`. */
export async function grantStaffRole(app: TestApp, username: string, role: StaffRole) {
  return decideStaffRole(
    app.standalone.commands.streams,
    'grant',
    { username, role, by: 'test-operator', reason: `${role} for the test` },
    { actor: 'operator:test-operator', correlationId: randomUUID() },
    new Date(),
  );
}
