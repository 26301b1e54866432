import {
  comparePositions,
  type LogPage,
  type LogReader,
  type LogReaderOptions,
  laterPosition,
  type Position,
  type Subscription,
  type SubscriptionMessage,
} from './event-store';

/** The longest a page gathers before it goes as it is (a steady stream never runs dry). */
const MAX_PAGE_MS = 100;

/** One subscription the reader follows, and where its reader stands in it. */
interface Following {
  readonly subscription: Subscription;
  readonly iterator: AsyncIterator<SubscriptionMessage>;
  /** Every event of the reader's types up to here has been taken from the subscription. */
  at: Position;
  /** The message asked of the subscription and not taken yet. */
  next: Promise<IteratorResult<SubscriptionMessage>> | null;
  /** `next` has settled: taking it costs no wait. */
  ready: boolean;
  /** The last message taken said nothing more was ready then. */
  caughtUp: boolean;
  /** It has been caught up once: what follows comes live. */
  live: boolean;
}

/**
 * A reader that follows one catch-up subscription (`subscribe(after)`: the store's own, with its
 * type filter and checkpoints) for as long as its caller reads on from where the last page
 * ended. A page is the subscription's next events, up to the page's size, or fewer once it says
 * it is caught up; its checkpoints carry `through` past the events of other types. A read from
 * anywhere else (a checkpoint another worker moved, a batch that failed and is read again)
 * closes the subscription and subscribes again from there. Waiting for more is waiting for the
 * subscription's next message: no other subscription is opened for it.
 */
export function subscriptionReader(
  subscribe: (after: Position) => Subscription,
  options: Pick<LogReaderOptions, 'pageSize'>,
): LogReader {
  let current: Following | null = null;
  let closed = false;

  function ask(following: Following): Promise<IteratorResult<SubscriptionMessage>> {
    if (!following.next) {
      following.ready = false;
      const next = following.iterator.next();
      following.next = next;
      const settled = () => {
        if (following.next === next) following.ready = true;
      };
      next.then(settled, settled);
    }
    return following.next;
  }

  async function take(following: Following): Promise<SubscriptionMessage> {
    const result = await ask(following);
    following.next = null;
    following.ready = false;
    if (result.done) throw new Error('The subscription to the log ended under its reader');
    return result.value;
  }

  async function drop(following: Following): Promise<void> {
    if (current === following) current = null;
    await following.subscription.close();
  }

  /** The subscription standing at `after`: the one followed, or a fresh one from there. */
  async function followingAt(after: Position): Promise<Following> {
    if (closed) throw new Error('The log reader is closed');
    if (current && comparePositions(current.at, after) === 0) return current;
    if (current) await drop(current);
    const subscription = subscribe(after);
    current = {
      subscription,
      iterator: subscription[Symbol.asyncIterator](),
      at: after,
      next: null,
      ready: false,
      caughtUp: false,
      live: false,
    };
    return current;
  }

  async function readPage(
    following: Following,
    after: Position,
    maxCount: number,
  ): Promise<LogPage> {
    const events: LogPage['events'] = [];
    let through = after;
    const started = performance.now();
    while (events.length < maxCount) {
      // Live, under a steady stream of appends, the subscription may never run dry: a page that
      // has gathered for long enough goes as it is, not caught up, so its checkpoint moves.
      // Catching up (a rebuild), pages fill to their size.
      if (following.live && performance.now() - started > MAX_PAGE_MS)
        return { events, through, full: true };
      const message = await take(following);
      if (message.kind === 'event') {
        events.push(message.event);
        through = message.event.position;
        following.caughtUp = false;
      } else {
        through = laterPosition(through, message.position);
        following.caughtUp = message.caughtUp;
        following.live ||= message.caughtUp;
      }
      following.at = through;
      if (message.kind === 'checkpoint' && message.caughtUp)
        return { events, through, full: false };
    }
    return { events, through, full: true };
  }

  return {
    async read(after, maxCount = options.pageSize) {
      const following = await followingAt(after);
      if (following.caughtUp && !following.ready) {
        // Caught up: what the subscription already holds comes at once, else nothing new.
        ask(following).catch(() => {});
        await new Promise((resolve) => setImmediate(resolve));
        if (!following.ready) return { events: [], through: after, full: false };
      }
      try {
        return await readPage(following, after, maxCount);
      } catch (error) {
        // Where the page broke off is not known: the next read subscribes again.
        await drop(following).catch(() => {});
        throw error;
      }
    },

    async waitForMore(after, { timeoutMs, signal }) {
      if (signal?.aborted) return;
      const following = await followingAt(after);
      if (following.ready) return;
      // A failure shows in the read that follows.
      const next = ask(following).then(
        () => {},
        () => {},
      );
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        signal?.addEventListener('abort', done, { once: true });
        next.then(done);
      });
    },

    async close() {
      closed = true;
      if (current) await drop(current);
    },
  };
}
