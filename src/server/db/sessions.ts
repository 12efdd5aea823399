import { sql } from "drizzle-orm";
import { sessions } from "./schema";

/** The session rows of one signed-in person (their id is in the session's JSON): to sign them out everywhere. */
export const sessionsOfUser = (userId: string) => sql`${sessions.sess}->>'userId' = ${userId}`;
