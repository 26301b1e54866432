/**
 * A checkbox list where one option means "none of the others" (no allergens, no spoilage):
 * ticking it clears the rest, and ticking any other clears it.
 */
export function toggleChoice<T extends string>(
  chosen: readonly T[],
  option: T,
  checked: boolean,
  exclusive?: T,
): T[] {
  if (!checked) return chosen.filter((value) => value !== option);
  if (option === exclusive) return [option];
  const others = chosen.filter((value) => value !== option && value !== exclusive);
  return [...others, option];
}
