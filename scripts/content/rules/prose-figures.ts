import fs from "node:fs";
import path from "node:path";
import { prefixedLocales } from "../../../model";
import { withGst } from "../../../src/utils/price-taxes";
import { allInPrice, amountPaidToUs, depositFor } from "../../../src/utils/trip-price";
import { readJson, where } from "../entries";
import type { Content, Findings } from "../rule";

// A sentence about money or time is true only if its figures are the terms' and the catalogue's.
// Category answers once promised a ₹5,000 fee, a 30% deposit and 30 days that no term held. So a
// percentage, a rupee amount or a number of days in any prose (answers, FAQs, notes, guides, the
// interface words), in any language, must be one that booking-terms.json, a package or the filters
// hold; and a sentence about GST or TCS reads its rate ({rate}), never types it, as the rate
// changes by law on a date (content/README.md, "Sentences agree with the figures").

export interface HeldFigures {
  percents: Set<number>;
  rupees: Set<number>;
  days: Set<number>;
}

/**
 * Every percentage, rupee amount and number of days the terms, the packages and the filters hold;
 * of the packages `only` keeps (a category's answers hold to that category's packages alone).
 */
export function heldFigures(content: Content, only: (pkg: { category: string }) => boolean = () => true): HeldFigures {
  const held: HeldFigures = { percents: new Set([100]), rupees: new Set(), days: new Set() };
  const add = (set: Set<number>, ...values: (number | undefined)[]) => {
    for (const v of values) if (v !== undefined) set.add(v);
  };
  const terms = content.files["booking-terms.json"];
  const packages = (content.folders.packages ?? []).map((p) => p.data).filter(only);
  const gstRates = terms?.taxes.gstRates.map((r) => r.rate) ?? [];
  for (const r of [...gstRates, ...(terms?.taxes.tcsRates.map((t) => t.rate) ?? [])]) held.percents.add(r);
  if (terms) add(held.days, terms.refundDays, terms.seatCountFreshDays);
  for (const policies of [terms, ...packages.map((p) => p.policies)]) {
    if (!policies) continue;
    held.percents.add(policies.confirmation.depositPercent);
    held.days.add(policies.confirmation.balanceDaysBefore);
    for (const step of policies.cancellation) {
      held.percents.add(step.charge);
      held.days.add(step.daysBefore);
      if (step.daysBefore > 0) held.days.add(step.daysBefore - 1);
    }
  }
  for (const p of packages) {
    add(held.days, p.days, p.nights);
    if (p.deposit?.holdPercent) held.percents.add(p.deposit.holdPercent);
    const percent = (p.policies ?? terms)?.confirmation.depositPercent ?? 0;
    const amounts = [
      ...(p.price.from ? [p.price.from] : []),
      ...(p.price.tiers ?? []).map((t) => t.amount),
      ...(p.price.extras ?? []).map((e) => e.amount),
      ...(p.price.periods ?? []).map((e) => e.amount),
    ];
    for (const c of p.price.charges ?? []) held.rupees.add(c.amount);
    for (const amount of amounts) {
      held.rupees.add(amount);
      for (const rate of gstRates) {
        const all = allInPrice(amount, rate, p.price.charges).allIn;
        add(held.rupees, withGst(amount, rate), all, depositFor(amountPaidToUs(amount, rate, p.price.charges), percent));
      }
    }
    for (const o of p.offers ?? []) {
      held.rupees.add(o.saving);
      for (const rate of gstRates) if (p.price.from) held.rupees.add(withGst(p.price.from, rate) - withGst(p.price.from - o.saving, rate));
    }
  }
  const filters = content.files["package-filters.json"];
  // "Under ₹25,000" is the band whose top is ₹24,999.
  for (const b of filters?.budgets ?? []) add(held.rupees, b.min, b.max, b.max === undefined ? undefined : b.max + 1);
  for (const b of filters?.durations ?? []) add(held.days, b.min, b.max);
  return held;
}

const number = (digits: string) => Number(digits.replace(/,/g, ""));
const PATTERNS = {
  percents: /(\d+(?:\.\d+)?)\s?(?:%|प्रतिशत|per ?cent\b)/g,
  rupees: /₹\s?(\d[\d,]*)(\s*(?:lakh|लाख))?/g,
  days: /(\d+)\s+(?:or more\s+|or fewer\s+|working\s+)?days?\b|(\d+)\s+(?:या उससे (?:ज़्यादा|अधिक)\s+)?(?:कार्यदिवस|दिनों|दिन)/g,
} as const;

/** The figures a sentence states, each with its kind and the words it was written in. */
export function figuresIn(text: string): { kind: keyof HeldFigures; value: number; written: string; index: number }[] {
  return (Object.keys(PATTERNS) as (keyof HeldFigures)[]).flatMap((kind) =>
    [...text.matchAll(PATTERNS[kind])].map((m) => ({
      kind,
      value: number(m[1] ?? m[2]) * (m[2] && kind === "rupees" ? 100_000 : 1),
      written: m[0].trim(),
      index: m.index,
    })),
  );
}

/** A rate written next to a tax's name: "GST at 5%", "GST of 5%", "5% GST", "TCS: 2%", "5% जीएसटी", "जीएसटी 5%". */
const TAX_BEFORE = /(?:\bGST|\bTCS|जीएसटी|टीसीएस)\s*(?:at|of|is|rate of|:|की दर)?\s*$/;
const TAX_AFTER = /^\s*(?:\bGST\b|\bTCS\b|जीएसटी|टीसीएस)/;
const typedTaxRate = (text: string, rate: { written: string; index: number }) =>
  TAX_BEFORE.test(text.slice(0, rate.index)) || TAX_AFTER.test(text.slice(rate.index + rate.written.length));
const WHAT: Record<keyof HeldFigures, string> = {
  percents: "percentage",
  rupees: "rupee amount",
  days: "number of days",
};

/** Strings of a JSON value with their paths, leaving out the tax rates' own list (its sources cite sections). */
function strings(value: unknown, at: PropertyKey[] = []): { at: PropertyKey[]; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, [...at, i]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => (k === "gstRates" || k === "tcsRates" ? [] : strings(v, [...at, k])));
  }
  return [];
}

/** A price said to rise (or be higher) in some days: without its figure, a visitor cannot judge it. */
const RISES = /\bprices?\s+(?:rise|rises|go up|goes up|increase|increases|are higher)\b|(?:दाम|कीमतें|कीमत)\s+बढ़/i;
/** A charge said to be on top, with no amount: "Port charges extra", "added to the invoice", "charged on board". */
const CHARGE_WORDS =
  /\bextra\b\s*(?=$|[.,;:)]|unless|on board)|\badded to (?:the|your) (?:invoice|bill)\b|\bcharged on board\b|\bpaid on board\b|अलग से|बिल में जोड़|जहाज़ पर (?:ली|दी|लिया|दिया) जाती/i;

/** The problems of one sentence: a tax rate typed, a figure nothing holds, a rise or a charge without its figure. */
function problems(text: string, held: HeldFigures, notesOfPackage = false): string[] {
  const found = figuresIn(text);
  const priced = found.some((f) => f.kind === "rupees");
  const rises = text.match(RISES);
  if (rises && !priced) {
    return [
      `"${rises[0]}" says a price rises without its figure; give the package dated prices (price › periods), which the page shows with their amounts, and remove the sentence`,
    ];
  }
  const charge = notesOfPackage ? text.match(CHARGE_WORDS) : null;
  if (charge && !priced) {
    return [
      `"${charge[0].trim()}" names a charge without its amount; list it in price › charges with its amount per person (the all-in price includes it), or say it is not in the price`,
    ];
  }
  const typedRate = found.find((f) => f.kind === "percents" && typedTaxRate(text, f));
  if (typedRate) {
    return [
      `"${typedRate.written}" restates a tax rate; write {rate} (the sentence reads the rate in force that day from booking-terms.json › taxes), or leave the rate to the price box`,
    ];
  }
  return found
    .filter((f) => !held[f.kind].has(f.value))
    .map(
      (f) =>
        `"${f.written}" is a ${WHAT[f.kind]} no term or package holds; a sentence about money or time states the terms' and the packages' figures (booking-terms.json, packages/*.json), or none`,
    );
}

export function proseFigures(content: Content): Findings {
  const everything = heldFigures(content);
  // A category's answers speak for its packages: "a 30% deposit" there must be one of theirs.
  const categories = new Map<string, HeldFigures>();
  const heldAt = (relative: string, data: unknown, at: PropertyKey[]): HeldFigures => {
    if (relative !== "package-categories.json" || typeof at[0] !== "number") return everything;
    const slug = (data as { slug: string }[])[at[0]]?.slug;
    if (!categories.has(slug))
      categories.set(
        slug,
        heldFigures(content, (p) => p.category === slug),
      );
    return categories.get(slug) as HeldFigures;
  };
  const errors: string[] = [];
  for (const entry of content.entries) {
    const relative = path.relative(content.dir, content.absolute(entry.file)).split(path.sep).join("/");
    if (relative === "photo-credits.json") continue;
    const translations = prefixedLocales.flatMap((locale) => {
      const abs = path.join(content.dir, locale, relative);
      const data = fs.existsSync(abs) ? readJson(abs, content.rel(abs), []) : undefined;
      return data === undefined ? [] : [{ file: content.rel(abs), data }];
    });
    for (const { file, data } of [{ file: entry.file, data: entry.data }, ...translations]) {
      for (const { at, text } of strings(data)) {
        const notes = relative.startsWith("packages/") && (at[0] === "exclusions" || (at[0] === "price" && at[1] === "note"));
        for (const p of problems(text, heldAt(relative, data, at), notes)) errors.push(`${where(file, data, at)}: ${p}`);
      }
    }
  }
  for (const { file } of content.markdown.guides ?? []) {
    const relative = path.relative(content.dir, content.absolute(file));
    for (const abs of [content.absolute(file), ...prefixedLocales.map((l) => path.join(content.dir, l, relative))].filter((a) => fs.existsSync(a))) {
      fs.readFileSync(abs, "utf8")
        .split("\n")
        .forEach((line, i) => {
          for (const p of problems(line, everything)) errors.push(`${content.rel(abs)} › line ${i + 1}: ${p}`);
        });
    }
  }
  return { errors };
}
