import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DomainError } from '@foodshare/contracts/errors';
import { isStaffRole, STAFF_ROLES } from '@foodshare/contracts/staff';
import { openInfrastructure } from '@foodshare/platform/infrastructure';
import { createLogger } from '@foodshare/platform/logger';
import { ZodError } from 'zod';
import { commandPath } from '../command-handling/command-path';
import { loadOperatorConfig } from '../config';
import { createStreams } from '../streams';
import { decideStaffRole, listStaff } from './staff-roles';

const USAGE = `Usage:
  npm run staff -- list                                        everyone with a staff role
  npm run staff -- grant <username> <role> --reason "why" [--by who]
  npm run staff -- revoke <username> <role> --reason "why" [--by who]
Roles: ${STAFF_ROLES.join(', ')}. Each grant and revoke is recorded on the person's stream
with who decided and why. On the embedded database stop \`npm start\` first; with
DATABASE_URL a running app honours the change within a second (it asks the person's stream).`;

/** `npm run staff -- list|grant|revoke`: who may moderate and who may read the impact reports. */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { reason: { type: 'string' }, by: { type: 'string' } },
  });
  const [command, username, role] = positionals;
  if (command !== 'list' && command !== 'grant' && command !== 'revoke') throw new Error(USAGE);
  if (command !== 'list' && (!username || !role)) throw new Error(USAGE);
  if (role !== undefined && !isStaffRole(role))
    throw new Error(`No staff role named ${role}. Roles: ${STAFF_ROLES.join(', ')}`);

  const config = loadOperatorConfig();
  const logger = createLogger({ level: 'warn', name: 'staff' });
  const infra = await openInfrastructure({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    eventStoreUrl: config.EVENTSTORE_URL,
    blobDir: join(config.DATA_DIR, 'blobs'),
    logger,
  });
  try {
    const streams = createStreams(commandPath(infra.store));
    if (command === 'list') {
      const staff = await listStaff(infra.store, streams);
      if (staff.length === 0) console.log('Nobody has a staff role.');
      for (const member of staff)
        console.log(
          `${member.username}  ${member.role}  since ${member.grantedAt} (by ${member.grantedBy}: ${member.reason})`,
        );
      return;
    }
    if (!username || !role || !isStaffRole(role)) throw new Error(USAGE);
    const by = values.by?.trim() || userInfo().username;
    const result = await decideStaffRole(
      streams,
      command,
      { username, role, by, reason: values.reason ?? '' },
      { actor: `operator:${by}`, correlationId: randomUUID() },
      new Date(),
    );
    if (command === 'grant')
      console.log(
        result.changed
          ? `${username} is now a ${role} (recorded on their stream).`
          : `${username} is a ${role} already: nothing recorded.`,
      );
    else console.log(`${username} is no longer a ${role} (recorded on their stream).`);
  } finally {
    await infra.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ZodError)
    console.error(error.issues.map((issue) => issue.message).join('\n'));
  else if (error instanceof DomainError || error instanceof Error) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
