import {
  handoverRuleVersion,
  type TemperatureClass,
} from '@foodshare/contracts/handover-temperature';
import type { TFunction } from 'i18next';
import { isolate } from '../../i18n/bidi';
import type { Formatters } from '../../i18n/format';

/** Each class's limit in today's rules, in °C (docs/product.md §11.3). */
function limitOf(temperatureClass: TemperatureClass): number {
  const limits = handoverRuleVersion().handoverTemperature;
  if (temperatureClass === 'chilled') return limits.chilledMaxC;
  if (temperatureClass === 'frozen') return limits.frozenMaxC;
  return limits.hotAboveC;
}

/** "Chilled food: 5 °C or below", in the reader's language. */
export function limitText(
  t: TFunction<['profile', 'errors']>,
  format: Formatters,
  temperatureClass: TemperatureClass,
): string {
  return t(`temperature.limit.${temperatureClass}`, {
    limit: isolate(format.number(limitOf(temperatureClass))),
  });
}

/** "9.0 °C", with its one decimal. */
export function celsiusText(format: Formatters, celsius: number): string {
  return `${format.number(celsius, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} °C`;
}
