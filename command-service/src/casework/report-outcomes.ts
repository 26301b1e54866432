import type { FoodEvent } from '@foodshare/contracts/food-events';
import type { FoodState } from '@foodshare/contracts/food-state';
import type { CommandContext } from '../command-handling/decider';
import type { CommandServiceDeps } from '../deps';
import type { FoodCommand } from '../food/food-decider';

type Resolution = Extract<FoodCommand, { type: 'DismissReports' | 'TakeDownItem' }>;

/**
 * A moderator's answer to an item's open reports, with each reporter's outcome recorded on their
 * own stream in the same append (docs/product.md §18): a take-down upholds the reports, a
 * dismissal does not. Their standing for the next report is folded from these.
 */
export async function resolveReports(
  deps: Pick<CommandServiceDeps, 'streams'>,
  context: CommandContext,
  itemId: string,
  command: Resolution,
) {
  return deps.streams.across(context, async (on) => {
    const { events, before } = await on(deps.streams.food, itemId, command);
    for (const [reporterId, outcomes] of outcomesByReporter(events, before))
      await on(deps.streams.reporter, reporterId, {
        type: 'RecordReportOutcomes',
        reporterId,
        outcomes,
        now: command.now,
      });
    return events;
  });
}

function outcomesByReporter(events: readonly FoodEvent[], before: FoodState) {
  const byReporter = new Map<string, { itemId: string; reportId: string; upheld: boolean }[]>();
  if (!before.exists) return byReporter;
  const reporterOf = new Map(
    [...before.openReports].map(([reporterId, report]) => [report.reportId, reporterId]),
  );
  for (const event of events) {
    if (event.type !== 'ReportsDismissed' && event.type !== 'ItemTakenDown') continue;
    const upheld = event.type === 'ItemTakenDown';
    for (const reportId of event.data.reportIds) {
      const reporterId = reporterOf.get(reportId);
      if (!reporterId) continue;
      const outcomes = byReporter.get(reporterId) ?? [];
      outcomes.push({ itemId: event.data.itemId, reportId, upheld });
      byReporter.set(reporterId, outcomes);
    }
  }
  return byReporter;
}
