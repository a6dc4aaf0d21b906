/**
 * One queue per game in this process: commands on a game run one after another, so they never race here (other
 * processes are kept out by the version check in apply-command.ts).
 */
export class CommandQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `task` after every task queued before it for `key`; its result or error is returned as is. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  get size(): number {
    return this.tails.size;
  }

  /** Resolves once every task queued so far has ended (a shutdown waits for the commands in flight). */
  async whenIdle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all(this.tails.values());
  }
}
