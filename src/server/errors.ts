import type { ApiErrorBody } from "@shared/errors";

/**
 * What a service or repo refuses, in the shop's own terms. Nothing below the routes knows HTTP:
 * errorHandler (http/errors.ts) is the one place that answers each kind with its status.
 */
export abstract class DomainError extends Error {}

/** The input breaks a rule of the shop; `errors` names the fields, as a schema failure does. */
export class Invalid extends DomainError {
  constructor(
    message: string,
    readonly errors?: ApiErrorBody["errors"],
  ) {
    super(message);
  }
}

/** Nobody is signed in, or the credentials are wrong. */
export class Unauthorized extends DomainError {}

/** Signed in, but not allowed to do this now. */
export class Forbidden extends DomainError {}

export class NotFound extends DomainError {}

/** The current state of a record refuses the change. */
export class Conflict extends DomainError {}

/** A provider the call depends on (the payment provider) failed. */
export class ProviderFailed extends DomainError {}

/**
 * Something the shop depends on (the photo storage, a full disk) cannot serve the call right now;
 * trying again shortly may work. Answered as 503.
 */
export class Unavailable extends DomainError {}
