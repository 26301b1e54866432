/**
 * How to scroll something into view: smoothly, unless the person asked their system for less
 * motion (a script's `behavior: 'smooth'` is not covered by the stylesheet's reduced-motion rule).
 */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
