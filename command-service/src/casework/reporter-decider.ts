import { CASEWORK_MESSAGES } from '@foodshare/contracts/casework';
import {
  type ReporterEvent,
  reporterEventSchema,
  reporterStreamId,
} from '@foodshare/contracts/casework-events';
import { DomainError } from '@foodshare/contracts/errors';
import { parseEvent } from '@foodshare/contracts/events';
import {
  evolveReporterStanding,
  initialReporterStanding,
  type ReporterStanding,
} from '@foodshare/contracts/reporter-standing';
import type { Decider } from '../command-handling/decider';

/**
 * `reporter-<userId>`: a reporter's decided reports and whether a moderator muted them
 * (docs/product.md §18). A report is weighed from this stream when it is made, so the command
 * side decides from events alone.
 */
export type ReporterCommand =
  | {
      readonly type: 'MuteReporter' | 'UnmuteReporter';
      readonly reporterId: string;
      readonly moderatorId: string;
      readonly reason: string;
      readonly now: Date;
    }
  | {
      readonly type: 'RecordReportOutcomes';
      readonly reporterId: string;
      readonly outcomes: readonly {
        readonly itemId: string;
        readonly reportId: string;
        readonly upheld: boolean;
      }[];
      readonly now: Date;
    };

function decide(command: ReporterCommand, standing: ReporterStanding): ReporterEvent[] {
  const { reporterId, now } = command;
  const at = now.toISOString();
  switch (command.type) {
    case 'MuteReporter':
      if (standing.muted) throw new DomainError('conflict', CASEWORK_MESSAGES.alreadyMuted);
      return [
        {
          type: 'ReporterMuted',
          data: { reporterId, mutedBy: command.moderatorId, reason: command.reason, mutedAt: at },
        },
      ];
    case 'UnmuteReporter':
      if (!standing.muted) throw new DomainError('conflict', CASEWORK_MESSAGES.notMuted);
      return [
        {
          type: 'ReporterUnmuted',
          data: {
            reporterId,
            unmutedBy: command.moderatorId,
            reason: command.reason,
            unmutedAt: at,
          },
        },
      ];
    case 'RecordReportOutcomes':
      return command.outcomes.map((outcome) => ({
        type: 'ReportOutcomeRecorded',
        data: { reporterId, ...outcome, decidedAt: at },
      }));
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const reporterDecider: Decider<ReporterCommand, ReporterEvent, ReporterStanding> = {
  initialState: initialReporterStanding,
  evolve: evolveReporterStanding,
  decide,
  parse: (recorded) => parseEvent(reporterEventSchema, recorded),
};

export { reporterStreamId };
