import type { z } from "zod";
import {
  addressZipProblem,
  MAX_SAVED_ADDRESSES,
  parseOrderAddress,
  type CheckoutDetails,
  type SavedAddress,
  type savedAddressInputSchema,
  type savedAddressPatchSchema,
} from "@shared/addresses";
import { stateCode } from "@shared/tax";
import type { AccountsRepo } from "../accounts/accounts.repo";
import type { Tx } from "../db/tx";
import { Conflict, Invalid, NotFound } from "../errors";
import type { AddressRow, AddressesRepo } from "./addresses.repo";

type AddressInput = z.output<typeof savedAddressInputSchema>;
type AddressPatch = z.output<typeof savedAddressPatchSchema>;
type Customer = { id: string; email: string; emailVerified: boolean };

/** A customer's orders, newest first (orders.repo's byCustomer): the latest one's address starts a checkout. */
type PastOrders = {
  byCustomer(user: Customer): Promise<{ shippingAddress: string; customerName: string }[]>;
};

export type AddressesDeps = { repo: AddressesRepo; accounts: AccountsRepo; orders: PastOrders };

const NOT_FOUND = "Address not found";
const FULL = `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Delete one you no longer use to add another.`;

/**
 * A state as an address keeps it: its postal code. One saved before decision 072 as "ny" or "New
 * York" reads as its code; one that names no state stays as typed, and the forms say so at its field.
 */
const stateOf = (typed: string) => stateCode(typed) ?? typed;

function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    city: row.city,
    state: stateOf(row.state),
    zipCode: row.zipCode,
    phone: row.phone,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A blank phone is no phone. */
const phoneOf = (phone: string | undefined) => (phone ? phone : null);

const sameAddress = (row: AddressRow, input: AddressInput) =>
  stateOf(row.state) === input.state &&
  (["name", "street", "city", "zipCode"] as const).every(
    (key) => row[key].trim().toLowerCase() === input[key].trim().toLowerCase(),
  );

/**
 * The signed-in customer's address book (decision 041). Every change runs in a transaction that
 * first locks the customer's users row, so two changes of one book take turns: the first address
 * becomes the default, deleting the default hands it to the newest remaining one, and two 'Make
 * default' at once leave exactly one (the partial unique index is the last line of defence).
 */
export function addressesService(deps: AddressesDeps) {
  const { repo, accounts } = deps;

  /** Runs `work` with the customer's book locked, inside `within` when given (a checkout's transaction). */
  function withBook<T>(userId: string, work: (tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return repo.transaction(async (tx) => {
      await accounts.lock(userId, tx);
      return work(tx);
    }, within);
  }

  async function add(userId: string, input: AddressInput, tx: Tx): Promise<AddressRow> {
    const existing = await repo.count(userId, tx);
    if (existing >= MAX_SAVED_ADDRESSES) throw new Conflict(FULL);
    return repo.insert(userId, { ...input, phone: phoneOf(input.phone), isDefault: existing === 0 }, tx);
  }

  /** The default of the book; else the latest order's shipping address; else none. */
  async function startingAddress(user: Customer, book: SavedAddress[]) {
    const saved = book.find((address) => address.isDefault) ?? book[0];
    if (saved) {
      const { name, street, city, state, zipCode } = saved;
      return { address: { name, street, city, state, zipCode }, addressFrom: "saved" as const };
    }
    const [latest] = await deps.orders.byCustomer(user);
    const parsed = latest ? parseOrderAddress(latest.shippingAddress) : null;
    if (!latest || !parsed) return { address: null, addressFrom: null };
    const address = { ...parsed, name: parsed.name ?? latest.customerName, state: stateOf(parsed.state) };
    return { address, addressFrom: "last-order" as const };
  }

  return {
    /** GET /api/user/addresses: the default first, then the newest. */
    async list(userId: string): Promise<SavedAddress[]> {
      return (await repo.list(userId)).map(toSavedAddress);
    },

    /** POST /api/user/addresses: the first address of a book becomes its default. */
    async create(userId: string, input: AddressInput): Promise<SavedAddress> {
      return toSavedAddress(await withBook(userId, (tx) => add(userId, input, tx)));
    },

    /** PATCH /api/user/addresses/:id: new fields and/or 'Make default'. Another customer's address is not found. */
    async update(userId: string, id: string, patch: AddressPatch): Promise<SavedAddress> {
      const { isDefault, phone, ...fields } = patch;
      return withBook(userId, async (tx) => {
        const row = await repo.find(userId, id, tx);
        if (!row) throw new NotFound(NOT_FOUND);
        // A new state or ZIP code alone must fit the other as kept (decision 072).
        if (fields.state !== undefined || fields.zipCode !== undefined) {
          const problem = addressZipProblem({
            state: fields.state ?? row.state,
            zipCode: fields.zipCode ?? row.zipCode,
          });
          if (problem) throw new Invalid(problem, [{ path: "zipCode", message: problem }]);
        }
        const values = phone === undefined ? fields : { ...fields, phone: phoneOf(phone) };
        if (Object.keys(values).length > 0) await repo.update(userId, id, values, tx);
        if (isDefault) await repo.setDefault(userId, id, tx);
        return toSavedAddress((await repo.find(userId, id, tx))!);
      });
    },

    /** DELETE /api/user/addresses/:id: when it was the default, the newest remaining address takes over. */
    async remove(userId: string, id: string): Promise<void> {
      await withBook(userId, async (tx) => {
        const address = await repo.find(userId, id, tx);
        if (!address || !(await repo.remove(userId, id, tx))) throw new NotFound(NOT_FOUND);
        if (!address.isDefault) return;
        const next = await repo.newest(userId, tx);
        if (next) await repo.setDefault(userId, next.id, tx);
      });
    },

    /**
     * The address a signed-in checkout asked to keep, saved with its order in `tx` (a savepoint:
     * a full book or a failure here never costs the order). An address already in the book is not
     * added twice.
     */
    async saveFromCheckout(userId: string, input: AddressInput, tx: Tx): Promise<void> {
      await withBook(
        userId,
        async (inner) => {
          const book = await repo.list(userId, inner);
          if (book.length >= MAX_SAVED_ADDRESSES || book.some((row) => sameAddress(row, input))) return;
          await add(userId, input, inner);
        },
        tx,
      );
    },

    /** GET /api/user/checkout-details: the account's name, email and phone, the starting address and the book. */
    async checkoutDetails(user: Customer): Promise<CheckoutDetails> {
      const [account, book] = await Promise.all([accounts.customer(user.id), repo.list(user.id)]);
      if (!account) throw new NotFound("Account not found");
      const addresses = book.map(toSavedAddress);
      return {
        firstName: account.firstName ?? "",
        lastName: account.lastName ?? "",
        email: account.email,
        phone: account.phone ?? "",
        ...(await startingAddress(user, addresses)),
        addresses,
      };
    },
  };
}
export type AddressesService = ReturnType<typeof addressesService>;
