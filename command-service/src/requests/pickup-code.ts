import { randomInt } from 'node:crypto';
import { PICKUP_CODE_LENGTH } from '@foodshare/contracts/requests';

/** A short code the taker shows at the handover: 6 digits from a cryptographic source. */
export const drawPickupCode = () =>
  String(randomInt(0, 10 ** PICKUP_CODE_LENGTH)).padStart(PICKUP_CODE_LENGTH, '0');
