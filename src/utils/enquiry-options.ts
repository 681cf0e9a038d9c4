import { enquiryFieldSpecs, type EnquiryFieldSpec } from "../../model/enquiry-form";
import type { EnquiryLabels } from "./enquiry";
import type { EnquiryValueField } from "./enquiry-fields";

// The options of the enquiry form's lists, each made as its field's entry in the model says
// (model/enquiry-form.ts › options), and the words of each option for the enquiry text and the send.

export interface EnquiryOption {
  value: string;
  label: string;
}

/** A list's options: some on their own, then some in named groups (the choice's services, then its packages). */
export interface EnquiryOptionList {
  options: EnquiryOption[];
  groups: { label: string; options: EnquiryOption[] }[];
}

/** One field's words in content/contact.json › form: its label, and the hint, "none" option, option names or bands it has. */
export type EnquiryFieldWords = {
  readonly label: string;
  readonly hint?: string | null;
  readonly none?: string | null;
  readonly bands?: readonly EnquiryOption[] | null;
  readonly [word: string]: unknown;
};

/** The form's words (EnquiryCopy › form), read by each field's `words` key. */
export type EnquiryFormWords = Readonly<Record<string, string | EnquiryFieldWords>>;

/** A field's own words; a field without them is a content error the check reports first. */
export function fieldWords(form: EnquiryFormWords, words: string): EnquiryFieldWords {
  const own = form[words];
  if (!own || typeof own === "string") throw new Error(`content/contact.json: form.${words} has no words of a field`);
  return own;
}

const word = (own: EnquiryFieldWords, key: string): string => {
  const text = own[key];
  if (typeof text !== "string") throw new Error(`content/contact.json: form words have no "${key}"`);
  return text;
};

/** What the lists are made from besides the words: the catalogue and the months from this one. */
export interface EnquiryOptionSources {
  form: EnquiryFormWords;
  /** The first option of the choice: a quote for no service or package in particular. */
  quoteLabel: string;
  services: readonly { slug: string; name: string }[];
  packages: readonly { slug: string; title: string }[];
  months: readonly EnquiryOption[];
}

function optionsOf(spec: Pick<EnquiryFieldSpec, "options" | "words" | "more">, sources: EnquiryOptionSources): EnquiryOptionList {
  const own = fieldWords(sources.form, spec.words);
  switch (spec.options) {
    case "catalogue": {
      const [services = "services", packages = "packages"] = spec.more ?? [];
      return {
        options: [{ value: "quote", label: sources.quoteLabel }],
        groups: [
          { label: word(own, services), options: sources.services.map((s) => ({ value: `service:${s.slug}`, label: s.name })) },
          { label: word(own, packages), options: sources.packages.map((p) => ({ value: `package:${p.slug}`, label: p.title })) },
        ],
      };
    }
    case "months":
      return { options: [...sources.months], groups: [] };
    case "bands":
      return { options: (own.bands ?? []).map((b) => ({ value: b.value, label: b.label })), groups: [] };
    case "more":
      return { options: (spec.more ?? []).map((value) => ({ value, label: word(own, value) })), groups: [] };
    default:
      return { options: [], groups: [] };
  }
}

/** Every list of the form by its field, in the form's order. */
export function enquiryLists(sources: EnquiryOptionSources): Partial<Record<EnquiryValueField, EnquiryOptionList>> {
  return Object.fromEntries(enquiryFieldSpecs.filter((s) => s.options).map((s) => [s.field, optionsOf(s, sources)]));
}

/** Each list's options' words by value, grouped ones included: what the enquiry text and the "-label" fields say. */
export const listLabels = (lists: Partial<Record<EnquiryValueField, EnquiryOptionList>>): EnquiryLabels =>
  Object.fromEntries(
    Object.entries(lists).map(([field, list]) => [
      field,
      Object.fromEntries([...list.options, ...list.groups.flatMap((g) => g.options)].map((o) => [o.value, o.label])),
    ]),
  );
