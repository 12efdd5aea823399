import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names; it does not merge them. No two classes a component ends up with may set the
 * same property (Tailwind's CSS order, not the attribute's, would pick the winner): a component
 * offers a prop or variant for what its callers change, rather than letting them override a class.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
