/**
 * Navigation for code outside components (the query client's unauthorized handler). The router
 * registers its own navigate on start; until then a full page load does the job.
 */
type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function registerNavigate(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string): void {
  navigate(to);
}
