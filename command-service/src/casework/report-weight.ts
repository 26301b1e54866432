import { reportWeight } from '@foodshare/contracts/reporter-standing';
import type { CommandServiceDeps } from '../deps';

/**
 * What a report by this person weighs now (docs/product.md §18): their standing folded from
 * their own `reporter-<id>` stream and their account's age from their `user-<id>` stream. The
 * command side reads events only, never a read model.
 */
export async function currentReportWeight(
  deps: Pick<CommandServiceDeps, 'streams' | 'newAccountHours'>,
  reporterId: string,
  now: Date,
): Promise<number> {
  const [reporter, user] = await Promise.all([
    deps.streams.reporter.load(reporterId),
    deps.streams.user.load(reporterId),
  ]);
  const registeredAt = user.state.status === 'active' ? user.state.registeredAt : now;
  const ageHours = (now.getTime() - new Date(registeredAt).getTime()) / 3_600_000;
  return reportWeight(reporter.state, ageHours, undefined, deps.newAccountHours);
}
