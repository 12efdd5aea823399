import type { Db } from "./client";

/** A transaction handle; it has the same query builders as the database itself. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Repos take either, so a service can run them inside or outside a transaction. */
export type Executor = Db | Tx;

/** Work to do once a transaction has committed, by the transaction it was asked in. */
const afterCommit = new WeakMap<object, (() => void)[]>();

/**
 * Runs `fn` once `executor`'s transaction has committed (at once when `executor` is the database
 * itself, or a transaction not opened by `transactions()`). A transaction that rolls back drops it.
 * For what must not happen before the data it needs is visible, such as waking the mail worker.
 */
export function onCommit(executor: Executor | undefined, fn: () => void): void {
  const waiting = executor && afterCommit.get(executor);
  if (waiting) waiting.push(fn);
  else fn();
}

/**
 * The one way services make several repo calls atomic: `repo.transaction(async (tx) => …)`, then
 * `tx` as the last argument of each repo call (without it, a call runs on the database). Given
 * `within`, the work runs in a savepoint of that transaction, so it can fail alone; what it asked
 * `onCommit` then waits for the outer transaction.
 */
export function transactions(db: Db) {
  return async <T>(work: (tx: Tx) => Promise<T>, within?: Tx): Promise<T> => {
    const waiting: (() => void)[] = [];
    const result = await (within ?? db).transaction((tx) => {
      afterCommit.set(tx, waiting);
      return work(tx);
    });
    if (within) for (const fn of waiting) onCommit(within, fn);
    else for (const fn of waiting) fn();
    return result;
  };
}
