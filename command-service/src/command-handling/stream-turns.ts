/** At most this many commands are decided and appended together. */
const MAX_TOGETHER = 100;

/** A command in line on its stream: those of one decider may be decided together. */
export interface InLine {
  readonly decider: unknown;
}

/**
 * Commands on one stream in this process run one turn after another: racing each other would
 * only burn attempts (a hundred people requesting one item at the same moment would mostly be
 * told 409). A turn takes every command of the same decider waiting at its start. Commands on
 * other streams are not held up.
 */
export class StreamTurns {
  /** The commands waiting on each stream that has any (the first turn's are under way). */
  private readonly lines = new Map<string, InLine[]>();

  /**
   * Puts `command` in line on its stream. `decide` takes each turn of a line this command
   * starts, and answers every command of it: it must not throw.
   */
  join<Command extends InLine>(
    streamId: string,
    command: Command,
    decide: (together: Command[]) => Promise<void>,
  ): void {
    const line = this.lines.get(streamId);
    if (line) {
      line.push(command);
      return;
    }
    const started = [command];
    this.lines.set(streamId, started);
    // Every command joins through `handleCommand`, whose `decide` takes any turn of the line.
    void this.takeTurns(
      streamId,
      started as InLine[],
      decide as (together: InLine[]) => Promise<void>,
    );
  }

  private async takeTurns(
    streamId: string,
    line: InLine[],
    decide: (together: InLine[]) => Promise<void>,
  ): Promise<void> {
    for (;;) {
      const [first] = line;
      if (!first) break;
      let count = 1;
      while (count < Math.min(line.length, MAX_TOGETHER) && line[count]?.decider === first.decider)
        count++;
      // Still in line while under way: later commands wait behind it.
      await decide(line.slice(0, count));
      line.splice(0, count);
    }
    // Nothing awaited since the line was found empty: a command arriving now starts a new one.
    this.lines.delete(streamId);
  }
}
