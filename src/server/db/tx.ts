import type { Db } from "./client";

/** A transaction handle; it has the same query builders as the database itself. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Repos take either, so a service can run them inside or outside a transaction. */
export type Executor = Db | Tx;
