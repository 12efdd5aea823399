/**
 * How to look after a board (SPEC §2, Product dialog): the product dialog lists these, and the
 * 'delivered' email repeats them word for word (decision 025).
 */
export const CARE_INSTRUCTIONS = [
  "Hand wash with mild soap and warm water",
  "Dry immediately",
  "Oil regularly with food-safe mineral oil",
  "Never soak or put in the dishwasher",
] as const;
