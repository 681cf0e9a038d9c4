import type contact from "../../../../content/contact.json";

/** content/contact.json (or a copy with a field added) as the EnquiryCopy fragment gives it: the hints the file leaves out are null. */
export const queriedCopy = <T extends typeof contact>(json: T) => ({
  ...json,
  form: { ...json.form, name: { hint: null, ...json.form.name }, budget: { hint: null, ...json.form.budget } },
});
