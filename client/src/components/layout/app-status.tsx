import { RefreshCw, WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isUpdateWaiting, reloadForUpdate, subscribeToUpdates } from '../../lib/app-updates';
import { isOnline, subscribeToConnection } from '../../lib/connection';
import { Button } from '../ui/button';

/**
 * docs/product.md §19: offline, a banner says so (pages show what was last seen, and nothing can
 * be sent); a new version of the app waiting to take over offers "Reload".
 */
export function AppStatus() {
  const { t } = useTranslation('common');
  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);
  const updateWaiting = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting, () => false);
  return (
    <>
      {online ? null : (
        <div
          role="status"
          className="border-b border-border bg-foreground text-background"
          data-testid="offline-banner"
        >
          <div className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2 text-sm sm:items-center sm:px-6 lg:px-8">
            <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 sm:mt-0" />
            <p>
              <span className="font-semibold">{t('offline.title')}</span> {t('offline.body')}
            </p>
          </div>
        </div>
      )}
      {updateWaiting ? (
        <div
          role="status"
          className="fixed inset-x-4 bottom-20 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg border border-border bg-card p-3 text-sm text-card-foreground shadow-lg md:bottom-4"
        >
          <p className="flex-1">{t('update.available')}</p>
          <Button size="sm" onClick={reloadForUpdate}>
            <RefreshCw aria-hidden="true" />
            {t('update.reload')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
