import type { z } from "zod";
import { packageCategoriesSchema, packageFiltersSchema, serviceSchema, themesSchema } from "./catalogue";
import { packageSchema } from "./packages";
import { contactSchema } from "./contact";
import { guideSchema } from "./guides";
import { heroSlidesSchema, homeSchema, homeServicesSchema, offersSchema, statsSchema } from "./home";
import { bookingTermsSchema, privacySchema } from "./legal";
import { founderSchema, gallerySchema, storySchema, teamMemberSchema, testimonialsSchema } from "./people";
import { navigationSchema } from "./navigation";
import { credentialsSchema, pagesSchema, photoCreditsSchema } from "./pages";
import { settingsSchema } from "./settings";
import { uiSchema } from "./ui";
import { searchSchema } from "./search";
import { tripGlanceSchema } from "./trip-glance";
import { glossarySchema } from "./glossary";

// One schema per content file or folder (see content/README.md), each in the file of its part of
// the site. Strict objects: a misspelt field is an error. The GraphQL types, the editors' JSON
// Schemas and the TypeScript types come from these.

export * from "./settings";
export * from "./navigation";
export * from "./pages";
export * from "./ui";
export * from "./home";
export * from "./catalogue";
export * from "./packages";
export * from "./legal";
export * from "./people";
export * from "./contact";
export * from "./guides";
export * from "./search";
export * from "./trip-glance";
export * from "./glossary";

/** Single files: path under content/ -> schema. */
export const fileSchemas = {
  "settings.json": settingsSchema,
  "navigation.json": navigationSchema,
  "pages.json": pagesSchema,
  "home.json": homeSchema,
  "hero-slides.json": heroSlidesSchema,
  "offers.json": offersSchema,
  "stats.json": statsSchema,
  "home-services.json": homeServicesSchema,
  "package-categories.json": packageCategoriesSchema,
  "themes.json": themesSchema,
  "package-filters.json": packageFiltersSchema,
  "founder.json": founderSchema,
  "testimonials.json": testimonialsSchema,
  "story.json": storySchema,
  "gallery.json": gallerySchema,
  "contact.json": contactSchema,
  "booking-terms.json": bookingTermsSchema,
  "privacy.json": privacySchema,
  "credentials.json": credentialsSchema,
  "photo-credits.json": photoCreditsSchema,
  "ui.json": uiSchema,
  "search.json": searchSchema,
  "trip-glance.json": tripGlanceSchema,
  "glossary.json": glossarySchema,
} satisfies Record<string, z.ZodType>;

/** Folders of one entry per file: folder under content/ -> schema. */
export const folderSchemas = {
  services: serviceSchema,
  packages: packageSchema,
  team: teamMemberSchema,
} satisfies Record<string, z.ZodType>;

/** Folders of one Markdown file per entry (content/guides/ladakh.md): folder -> its front matter's schema. */
export const markdownFolders = {
  guides: guideSchema,
} satisfies Record<string, z.ZodType>;

export type ContentFile = keyof typeof fileSchemas;
export type ContentFolder = keyof typeof folderSchemas;
export type MarkdownFolder = keyof typeof markdownFolders;

/** The GraphQL node type of a file or folder: content/hero-slides.json -> HeroSlidesJson, content/team/*.json -> TeamJson. */
export const nodeTypeName = (fileOrFolder: string): string =>
  `${fileOrFolder.replace(/\.json$/, "").replace(/(^|[-_])(\w)/g, (_m, _s, c: string) => c.toUpperCase())}Json`;

/** The JSON shape of each file's content (after validation). */
export type Settings = z.output<typeof settingsSchema>;
export type Service = z.output<typeof serviceSchema>;
export type PackageFilters = z.output<typeof packageFiltersSchema>;
export type Contact = z.output<typeof contactSchema>;

/** The content of a file or of one folder entry, by name: FileContent<"settings.json">. */
export type FileContent<F extends ContentFile> = z.output<(typeof fileSchemas)[F]>;
export type FolderEntry<F extends ContentFolder> = z.output<(typeof folderSchemas)[F]>;
/** The front matter of one Markdown entry: FrontMatter<"guides">. */
export type FrontMatter<F extends MarkdownFolder> = z.output<(typeof markdownFolders)[F]>;
