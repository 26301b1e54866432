/**
 * An offer is sold by the unit (a meal box, a bag, a tray): how many are left and how a count
 * of them reads. A free donation changes hands whole, as if it were one unit.
 */

/** "1 meal box", "3 meal boxes": a seller's unit label with its count. */
export function unitsText(count: number, label: string): string {
  // An offer recorded before units is one unit of its whole quantity: "1 × 12 boxes".
  if (/\d/.test(label)) return `${count} × ${label}`;
  return `${count} ${count === 1 ? label : plural(label)}`;
}

/** English plurals, enough for the labels sellers write (box → boxes, tray → trays, …). */
export function plural(label: string): string {
  const trimmed = label.trim();
  const words = trimmed.split(' ');
  const last = words.at(-1) ?? '';
  // A label that already counts ("12 boxes") or is plural stays as it is.
  if (/\d/.test(trimmed) || /[^s]s$/i.test(last)) return trimmed;
  const pluralLast = /(s|x|z|ch|sh)$/i.test(last)
    ? `${last}es`
    : /[^aeiou]y$/i.test(last)
      ? `${last.slice(0, -1)}ies`
      : `${last}s`;
  return [...words.slice(0, -1), pluralLast].join(' ');
}

/** "3 left", "Sold out": what an offer's card says about its units. */
export function unitsLeftText(left: number): string {
  return left > 0 ? `${left} left` : 'Sold out';
}

/**
 * How many units a purchase is, as its seller and buyer read it; null when it says nothing (a
 * free donation, or one unit of an offer sold whole, whose unit is the listing itself).
 */
export function purchaseUnitsText(quantity: number, label: string | null): string | null {
  if (!label) return null;
  if (/\d/.test(label) && quantity === 1) return null;
  return unitsText(quantity, label);
}
