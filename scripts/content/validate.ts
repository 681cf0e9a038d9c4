import path from "node:path";
import { fileSchemas, folderSchemas, markdownFolders } from "../../model";
import { cachedImageInfo } from "./images";
import { staticRoutes } from "./known-routes";
import type { Content, ContentModel, ContentReport, Rule } from "./rule";
import { readContent } from "./rules/schema";
import { imagesExist } from "./rules/images-exist";
import { heroWidth } from "./rules/hero-width";
import { photoFiles } from "./rules/photo-files";
import { photoCredits } from "./rules/photo-credits";
import { uniqueSlugs } from "./rules/unique-slugs";
import { knownCategories } from "./rules/known-categories";
import { knownThemes } from "./rules/known-themes";
import { filterBands } from "./rules/filter-bands";
import { pageCopyOnce } from "./rules/page-copy";
import { testimonialNumbers } from "./rules/testimonial-numbers";
import { reviews } from "./rules/reviews";
import { linksLeadSomewhere } from "./rules/links";
import { translations } from "./rules/translations";
import { itineraryDays } from "./rules/itinerary-days";
import { stays } from "./rules/stays";
import { highPoints } from "./rules/high-points";
import { categoryCards } from "./rules/category-cards";
import { departureDates } from "./rules/departure-dates";
import { seatCounts } from "./rules/seat-counts";
import { typedPrices } from "./rules/typed-prices";
import { cancellationSchedules } from "./rules/cancellation-schedule";
import { priceTiers } from "./rules/price-tiers";
import { knownReferences } from "./rules/known-references";
import { deposits } from "./rules/deposits";
import { depositConfirmation } from "./rules/deposit-confirmation";
import { offers } from "./rules/offers";
import { markdownBodies } from "./rules/markdown-bodies";
import { proseFigures } from "./rules/prose-figures";
import { companyRecord } from "./rules/company-record";
import { glossary } from "./rules/glossary";
import { latinFullStops } from "./rules/full-stops";

// The content check (`npm run check:content`, and the first step of `gatsby build`): the schema,
// then one rule per fact about content/ the schema alone cannot see. Messages name the file,
// entry and field: "content/services/beach.json › faqs › item 2 › answer: ...".

export type { ContentReport } from "./rule";
export { check, readJson, where, type Entry } from "./entries";
export { imageInfo } from "./images";
export { staticRoutes } from "./known-routes";

/** The rules run after the schema, in the order their messages are listed. */
export const rules: Rule[] = [
  imagesExist,
  heroWidth,
  photoFiles,
  photoCredits,
  uniqueSlugs,
  knownReferences,
  knownCategories,
  categoryCards,
  knownThemes,
  filterBands,
  pageCopyOnce,
  testimonialNumbers,
  reviews,
  linksLeadSomewhere,
  itineraryDays,
  stays,
  highPoints,
  departureDates,
  seatCounts,
  cancellationSchedules,
  priceTiers,
  deposits,
  depositConfirmation,
  offers,
  markdownBodies,
  typedPrices,
  proseFigures,
  companyRecord,
  translations,
  glossary,
  latinFullStops,
];

export interface ValidateOptions {
  contentDir: string;
  /** Routes that exist besides content-driven ones; defaults to those of src/pages. */
  routes?: string[];
  /** How files are named in messages, relative to this folder (default: the content folder's parent). */
  root?: string;
  /** The model the content follows (default: model/content/). */
  model?: ContentModel;
}

export function validateContent({
  contentDir,
  routes,
  root,
  model = { files: fileSchemas, folders: folderSchemas, markdown: markdownFolders },
}: ValidateOptions): ContentReport {
  const base = root ?? path.dirname(contentDir);
  const rel = (abs: string) => path.relative(base, abs).split(path.sep).join("/");
  const { errors, ...read } = readContent(contentDir, model, rel);
  const content: Content = {
    ...read,
    dir: contentDir,
    imagesDir: path.join(contentDir, "images"),
    absolute: (file) => path.join(base, file),
    rel,
    pageRoutes: routes ?? staticRoutes(path.join(path.dirname(contentDir), "src", "pages")),
    imageInfo: cachedImageInfo(),
  };
  const report: ContentReport = { errors, warnings: [], launch: [] };
  for (const rule of rules) {
    const found = rule(content);
    report.errors.push(...(found.errors ?? []));
    report.warnings.push(...(found.warnings ?? []));
    report.launch.push(...(found.launch ?? []));
  }
  return report;
}
