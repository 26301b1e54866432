import type { TemperatureDecision } from '@foodshare/contracts/handover-temperature';
import type { Sealed } from '@foodshare/contracts/personal-data';
import type { RequestIntent } from '@foodshare/contracts/requests';

/** How food changes hands on the item's stream. */
export type RequestCommand =
  | {
      readonly type: 'RequestItem';
      readonly requestId: string;
      readonly requesterId: string;
      /** Sealed under the requester's key. */
      readonly message: Sealed | null;
      /** As the taker chose it (Buy Now says 'purchase'); absent, the item decides. */
      readonly intent?: RequestIntent | undefined;
      /** How many units a purchase asks for (1 when absent); a free donation goes whole. */
      readonly quantity?: number | undefined;
      /** The requester is a verified charity (their charity stream says so, §20). */
      readonly verifiedCharity?: boolean | undefined;
      /** The requester's no-shows in the last 30 days (docs/product.md §10); absent, none. */
      readonly recentNoShows?: number | undefined;
      readonly now: Date;
    }
  | {
      readonly type: 'AcceptRequest';
      readonly requestId: string;
      readonly actorId: string;
      /** Drawn by the caller (the decider stays pure). */
      readonly pickupCode: string;
      readonly now: Date;
    }
  | {
      readonly type: 'DeclineRequest';
      readonly requestId: string;
      readonly actorId: string;
      /** Sealed under the donor's key. */
      readonly note: Sealed | null;
      readonly now: Date;
    }
  | {
      readonly type: 'CancelRequest';
      readonly requestId: string;
      readonly actorId: string;
      readonly now: Date;
    }
  | {
      readonly type: 'ConfirmHandover';
      readonly actorId: string;
      readonly pickupCode: string;
      /** The platform fee in force, in percent (docs/product.md §9: 3 to 5, marketplace sales only). */
      readonly feePercent: number;
      /** What the donor weighed at handover, in kg; null when not weighed. */
      readonly weightKg?: number | null;
      /** The temperature measured at handover, in °C; null when none was taken. */
      readonly temperatureC?: number | null;
      readonly now: Date;
    }
  | {
      /** The taker's answer to a handover held for its temperature (docs/product.md §11.3). */
      readonly type: 'DecideHandoverTemperature';
      readonly requestId: string;
      readonly actorId: string;
      readonly decision: TemperatureDecision;
      readonly feePercent: number;
      readonly now: Date;
    }
  | {
      /** The donor's answer to a refused handover: back on the listing, or withdrawn. */
      readonly type: 'SettleRefusedHandover';
      readonly requestId: string;
      readonly actorId: string;
      readonly returnToListing: boolean;
      readonly now: Date;
    };

export type RequestCommandOf<Type extends RequestCommand['type']> = Extract<
  RequestCommand,
  { type: Type }
>;
