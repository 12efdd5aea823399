import { METHOD_NOT_ON_LIST, methodOnList } from "@shared/payment-methods";
import { Invalid } from "../errors";

/** The owner's list of payment methods (Site Content, decision 079). */
export type PaymentMethodList = () => Promise<readonly string[]>;

/**
 * The method a payment recorded by hand is stored with: the list's own spelling of the one given,
 * none when none was given. A method that is not on the list is refused (400 at `method`); older
 * records are never read through this, so they keep what they hold.
 */
export async function recordedMethod(method: string | undefined, list: PaymentMethodList): Promise<string | null> {
  if (!method) return null;
  const named = methodOnList(await list(), method);
  if (named === null) throw new Invalid(METHOD_NOT_ON_LIST, [{ path: "method", message: METHOD_NOT_ON_LIST }]);
  return named;
}
