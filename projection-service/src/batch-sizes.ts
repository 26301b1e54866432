/** Events per batch of a live loop, unless the runner is told otherwise (`BATCH_SIZE`). */
export const DEFAULT_BATCH_SIZE = 500;

/** Events per batch of a rebuild from 0, unless the runner is told otherwise (`REBUILD_BATCH_SIZE`). */
export const DEFAULT_REBUILD_BATCH_SIZE = 5000;
