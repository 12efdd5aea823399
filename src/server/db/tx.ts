import type { Db } from "./client";

/** A transaction handle; it has the same query builders as the database itself. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Repos take either, so a service can run them inside or outside a transaction. */
export type Executor = Db | Tx;

/**
 * The one way services make several repo calls atomic: `repo.transaction(async (tx) => …)`, then
 * `tx` as the last argument of each repo call (without it, a call runs on the database). Given
 * `within`, the work runs in a savepoint of that transaction, so it can fail alone.
 */
export function transactions(db: Db) {
  return <T>(work: (tx: Tx) => Promise<T>, within?: Tx): Promise<T> => (within ?? db).transaction(work);
}
