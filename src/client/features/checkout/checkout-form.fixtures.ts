/** What an empty checkout form says, field by field in the form's order (SPEC §5 Checkout). */
export const REQUIRED_FIELD_MESSAGES = [
  "First name is required",
  "Last name is required",
  "Email is required",
  "Street address is required",
  "City is required",
  "State is required",
  "ZIP code is required",
];
