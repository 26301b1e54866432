type Listener = () => void;

/** Whether the browser says it is online (docs/product.md §19): what the offline banner shows. */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function subscribeToConnection(listener: Listener): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * A write the app refused to send because the browser is offline: nothing was sent, nothing is
 * queued, and the person is told so (docs/product.md §19).
 */
export class OfflineError extends Error {
  override readonly name = 'OfflineError';
  constructor() {
    super('offline');
  }
}
