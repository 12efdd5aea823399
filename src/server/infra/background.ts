import type { Logger } from "pino";

/**
 * Work that runs after the answer has gone out: mail for register and password-reset requests, so
 * neither the answer nor its timing depends on whether the email has an account or the mail server
 * is up. A failure is logged; `settled()` waits for what is running (shutdown, tests).
 */
export function background(logger: Logger) {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<unknown>): void {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => {},
          (err: unknown) => logger.error({ err }, `${name} failed`),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled(): Promise<void> {
      while (running.size) await Promise.all(running);
    },
  };
}
export type Background = ReturnType<typeof background>;
