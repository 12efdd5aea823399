// Bounds for a journey that hangs, not speed tests (decision 048): they hold with another npm test
// running beside this one on a 2-core machine, where a page can take many seconds to answer.

/** A journey, from its first step to its last. */
export const TEST_TIMEOUT_MS = 480_000;
/** One expectation (a text appears, a mail arrives). */
export const EXPECT_TIMEOUT_MS = 60_000;
/** A shop's server, from its start to its first answer: PGlite, migrations and the seed beside another run. */
export const SERVER_START_TIMEOUT_MS = 240_000;
