// Loaded into each shop the soak bench starts (`node --expose-gc --import <this file>`, see
// bench/soak.bench.ts). A process started with --expose-gc can only collect its garbage from
// inside, so this answers the bench's questions over the IPC channel: the heap as it is, the heap
// after a full collection, and a heap snapshot written where the bench asks. The shop's own code
// knows nothing of it.
import { writeHeapSnapshot } from "node:v8";

/** Two passes: the first can leave work (weak references, finalizers) that the second clears. */
function collect() {
  if (typeof globalThis.gc !== "function") throw new Error("the shop was started without --expose-gc");
  globalThis.gc();
  globalThis.gc();
}

function answer(message) {
  const { kind, file } = message;
  if (kind === "memory") return process.memoryUsage();
  if (kind === "gc") {
    collect();
    return process.memoryUsage();
  }
  if (kind === "snapshot") {
    collect();
    const memory = process.memoryUsage();
    return { ...memory, file: writeHeapSnapshot(file) };
  }
  throw new Error(`unknown question ${String(kind)}`);
}

process.on("message", (message) => {
  if (!message || typeof message !== "object" || !("id" in message)) return;
  let reply;
  try {
    reply = { id: message.id, ok: true, value: answer(message) };
  } catch (error) {
    reply = { id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(reply);
});
// The channel never keeps a stopping shop alive.
process.channel?.unref();
