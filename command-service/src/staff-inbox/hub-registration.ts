import type { HubApplicationEvent } from '@foodshare/contracts/hub-applications';
import type { HubEvent } from '@foodshare/contracts/hubs';

type Application = HubApplicationEvent['data'];

/** The public hub type an application's organisation and facility amount to. */
export function hubTypeFor(application: Application): HubEvent['data']['hubType'] {
  if (application.organizationType === 'charity' || application.organizationType === 'ngo')
    return 'charity';
  if (application.hubType === 'business' || application.hubType === 'warehouse') return 'business';
  return 'community';
}

/** The first whole number in the applicant's own words ("40 crates chilled" is 40); else none. */
export function capacityFrom(text: string): number | null {
  const match = /\d+/.exec(text);
  return match ? Number(match[0]) : null;
}

/** The hub an approved application registers: its public card on /collection-hubs. */
export function hubFromApplication(
  application: Application,
  hubId: string,
  managerId: string,
  at: Date,
): HubEvent {
  return {
    type: 'HubRegistered',
    data: {
      hubId,
      name: application.organizationName,
      description: application.description,
      address: application.address,
      hubType: hubTypeFor(application),
      capacity: capacityFrom(application.capacity),
      currentLoad: 0,
      // The applicant's own contact details are personal and stay sealed with the application.
      contactInfo: null,
      operatingHours: application.operatingHours,
      managerId,
      registeredAt: at.toISOString(),
    },
  };
}
