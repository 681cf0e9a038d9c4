import { z } from "zod";
import { graphqlNames, heroPictured, hex, inEveryLanguage, template, httpsUrl, icon, image, link, longText, order, paragraphs, pictured, qa, sitePath, slug, socials, text } from "./primitives";

// One schema per content file or folder (see content/README.md). Strict objects: a misspelt field
// is an error. The GraphQL types, the editors' JSON Schemas and the TypeScript types come from these.

export const settingsSchema = z.strictObject({
  name: text,
  shortName: text.max(12),
  tagline: text,
  description: longText.min(120).max(160),
  phone: z.strictObject({
    display: z.string().regex(/^\+\d{1,3}( \d{2,5}){1,4}$/, 'must look like "+91 98765 43210"'),
    e164: z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be a phone number like "+919876543210"'),
  }),
  whatsapp: z.strictObject({
    number: z.string().regex(/^[1-9]\d{7,14}$/, 'must be digits with the country code, like "919876543210"'),
    greeting: text,
  }),
  email: z.email("must be an email address"),
  address: z.strictObject({
    street: text, locality: text, city: text, region: text,
    postalCode: z.string().regex(/^\d{6}$/, "must be a 6-digit PIN code"),
    country: text, countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter code like "IN"'),
  }),
  mapUrl: httpsUrl,
  officeHours: paragraphs,
  socials: z.array(z.strictObject({ network: icon, label: text, url: httpsUrl })).min(1),
  identifiers: z.strictObject({
    note: longText,
    items: z.array(z.strictObject({ label: text, value: text.describe("The number as registered: the same in every language.").register(inEveryLanguage, { as: "same" }) })).min(1),
    /** true while the items are sample values; `npm run check:content -- --launch` reports it. */
    demo: z.boolean().optional(),
  }),
  /** The grievance officer the privacy notice names (India's DPDP Act 2023): complaints about personal data go here. */
  grievance: z.strictObject({
    name: text,
    email: z.email("must be an email address"),
    /** true while name and address are sample values; `npm run check:content -- --launch` reports it. */
    demo: z.boolean().optional(),
  }),
  designer: z.strictObject({ text, name: text, url: httpsUrl }),
  banner: z.strictObject({ text, link: sitePath, linkLabel: text }),
  footerAbout: longText,
  ogImage: image,
  ogImageAlt: text,
});

export const navigationSchema = z.array(
  z.strictObject({
    label: text,
    to: sitePath,
    links: z.array(link).min(1).optional(),
    linksFrom: z.enum(["services", "packages"]).optional(),
    /** A first link in the group to the entry's own page ("All services"). */
    overviewLabel: text.optional(),
  }),
).min(1);

export const pageKeys = [
  "home", "team", "testimonials", "story", "gallery", "services", "packages", "contact", "notFound", "serviceNotFound",
  "privacy", "terms", "enquirySent",
] as const;

export const pagesSchema = z.array(
  z.strictObject({
    page: z.enum(pageKeys).register(graphqlNames, { name: "PageKey" }),
    title: text.max(60),
    description: longText.min(50).max(160),
    /** The page's name in breadcrumbs, where the title is too long for one (default: title). */
    breadcrumb: text.optional(),
    heroTitle: text,
    heroText: longText,
    sectionTitle: text.optional(),
    ...heroPictured,
  }),
);

export const homeSchema = z.strictObject({
  narrowTitle: text,
  about: z.strictObject({
    eyebrow: text, title: text, paragraphs,
    stats: z.array(z.strictObject({ value: text, label: text })).min(1).max(4),
    link, ...pictured,
  }),
  offers: z.strictObject({ eyebrow: text, title: text, text: longText }),
  stats: z.strictObject({ title: text, text: longText }),
  services: z.strictObject({ eyebrow: text, title: text, text: longText, exploreMoreLabel: text }),
});

export const heroSlidesSchema = z.array(
  z.strictObject({
    title: text, subtitle: text, description: longText, ...heroPictured,
    specs: z.array(z.strictObject({ icon, text })).min(2).max(4),
    cta: link,
  }),
).length(3);

export const offersSchema = z.array(
  z.strictObject({
    category: text, title: text, price: text, link: sitePath, color: hex, icon, ...pictured,
    colSpan: z.union([z.literal(1), z.literal(2)]),
    rowSpan: z.union([z.literal(1), z.literal(2)]),
  }),
).min(1);

export const statsSchema = z.array(
  z.strictObject({
    label: text,
    value: z.number().int().nonnegative(),
    suffix: z.string(),
    icon,
    gradient: z.tuple([hex, hex]),
  }),
).length(4);

export const homeServicesSchema = z.array(
  z.strictObject({ title: text, description: longText, icon, link: sitePath, ...pictured }),
).min(1);

/** The themes packages and services name (content/themes.json): family, honeymoon, pilgrimage... */
const themeSlugs = z.array(slug).min(1).describe("The slugs of the themes in content/themes.json this trip suits, e.g. [\"family\", \"beach\"].");

export const serviceSchema = z.strictObject({
  slug,
  order,
  name: text,
  themes: themeSlugs,
  /** Words matched against mistyped web addresses (Service Not Found), so the same in every language. */
  keywords: z.array(text).min(1).register(inEveryLanguage, { as: "same" }),
  icon,
  ...heroPictured,
  shortDescription: longText,
  details: paragraphs,
  highlights: z.array(text).length(5),
  itinerary: z.array(z.strictObject({ title: text, description: longText })).length(5),
  inclusions: z.array(text).min(1),
  exclusions: z.array(text).min(1),
  faqs: z.array(qa).length(2),
});

export const packageCategoriesSchema = z.array(
  z.strictObject({
    slug, order, name: text, title: text.max(60),
    description: longText.min(50).max(160), heroText: longText, ...heroPictured,
    terms: z.array(qa).min(1),
  }),
).min(1);

/** A kind of holiday with its own page (/packages/themes/SLUG) listing the packages that name it. */
export const themesSchema = z.array(
  z.strictObject({
    slug, order, name: text, title: text.max(60),
    description: longText.min(50).max(160),
    /** A short paragraph under the page's title: who the theme's trips are for. */
    intro: longText,
    ...heroPictured,
  }),
).min(1);

/** A range the /packages filters offer: days for durations, rupees for budgets; at least one bound. */
const band = (unit: string) =>
  z.strictObject({
    slug,
    label: text,
    min: z.number().int().nonnegative().optional().describe(`At least this many ${unit} (leave out for no lower bound).`),
    max: z.number().int().positive().optional().describe(`At most this many ${unit} (leave out for no upper bound).`),
  });

/** The filters of /packages: duration and budget bands, and the words of the filter controls. */
export const packageFiltersSchema = z.strictObject({
  durations: z.array(band("days")).min(2),
  budgets: z.array(band("rupees of the \"from\" price")).min(2),
  /** The filter form's name for screen readers, and each control's label. */
  title: text, category: text, theme: text, duration: text, budget: text, any: text,
  sort: text, sortBy: z.strictObject({ editors: text, price: text, duration: text }),
  /** Read out and shown after each change: "1 package", "{count} packages". */
  countOne: text, countMany: template("count"),
  empty: longText, clear: text, enquire: text,
  /** While the finder fetches the packages' cards (its first use), and if that fails, with a retry. */
  loading: text, loadFailed: text, retry: text,
  /** The enquiry message an empty result carries to the contact form: "... {filters}". */
  enquiryMessage: template("filters"),
  /** Without filters, each category shows this many packages as cards and lists the rest as lines. */
  cardsPerCategory: z.number().int().min(1).max(24).describe("Packages shown as cards in each category on /packages; the rest are listed as lines under them."),
  /** The heading of those lines: "More {name} packages". */
  moreInCategory: template("name"),
  /** The theme links on /packages and the theme pages; a theme page's list is headed by its count. */
  themesTitle: text, themesText: longText, allPackages: text,
});

/** A date in the calendar, as "2027-03-14" (the check also makes sure the day exists). */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written like "2027-03-14"')
  .describe("Year-month-day, e.g. 2027-03-14.");
const amount = z.number().int().positive().describe("Rupees, a whole number without commas, e.g. 24999.");
/** "From ₹X": 0 would read as free or, on the page, as "on request"; leaving the field out says that. */
const priceFrom = z
  .number()
  .int()
  .positive({ error: 'for "price on request", leave "from" out' })
  .describe("Rupees, a whole number without commas, e.g. 24999.");

/** Days before departure -> the share of the price kept; each step applies from its day until the next. */
export const cancellationSchedule = z
  .array(
    z
      .strictObject({
        daysBefore: z.number().int().nonnegative().describe("From this many days before departure..."),
        charge: z.number().int().min(0).max(100).describe("...this percentage of the price is charged."),
      })
      .register(graphqlNames, { name: "CancellationStep" }),
  )
  .min(1);

/** How a booking is paid and what cancelling costs. */
export const bookingPolicies = z.strictObject({ payment: paragraphs, cancellation: cancellationSchedule }).register(graphqlNames, { name: "BookingPolicies" });

/** A titled part of a legal page: its heading and its paragraphs. */
const legalSection = z.strictObject({ title: text, paragraphs }).register(graphqlNames, { name: "LegalSection" });

/**
 * The terms every package follows unless its own file says otherwise, and the rest of the /terms
 * page: its payment and cancellation parts are these same `payment` and `cancellation` values.
 */
export const bookingTermsSchema = z.strictObject({
  ...bookingPolicies.shape,
  intro: paragraphs,
  booking: legalSection,
  paymentTitle: text,
  cancellationTitle: text,
  /** Said under the cancellation table: how the days are counted, refunds. */
  cancellationNotes: paragraphs,
  changes: legalSection,
  /** The date these terms took effect, as written for readers ("24 November 2026"). */
  updated: text,
  /** true while the terms are the sample site's: `npm run check:content -- --launch` reports it. */
  demo: z.boolean().optional(),
});

/**
 * The privacy notice (/privacy). Each part answers one question a visitor is owed an answer to
 * (India's DPDP Act 2023, section 5): who holds the data, what, why, how long, who else handles it,
 * the visitor's rights, and where to complain. The company's name, address and grievance officer
 * come from settings.json.
 */
export const privacySchema = z.strictObject({
  /** Changes whenever the notice's meaning changes; it travels with every enquiry sent. */
  version: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be the date of this version, written like "2026-11-24"')
    .describe("The date of this version of the notice, e.g. 2026-11-24: change it whenever the notice changes."),
  versionLabel: template("version"),
  intro: paragraphs,
  company: legalSection,
  collected: z.strictObject({ title: text, paragraphs, items: z.array(text).min(1) }),
  purpose: legalSection,
  retention: legalSection,
  processors: legalSection,
  rights: legalSection,
  grievance: legalSection,
  /** true while the notice is the sample site's: `npm run check:content -- --launch` reports it. */
  demo: z.boolean().optional(),
});

export const mealNames = ["breakfast", "lunch", "dinner"] as const;
export const departureStatuses = ["available", "fewSeats", "soldOut"] as const;

export const packageSchema = z.strictObject({
  slug,
  category: slug,
  themes: themeSlugs,
  order,
  title: text,
  destination: text,
  /** A paragraph or two at the top of the package's page. */
  summary: paragraphs,
  days: z.number().int().min(1).max(30).describe("Days of the trip, counting the first and the last."),
  nights: z.number().int().min(0).max(30).describe("Nights of the trip: usually one less than the days."),
  price: z.strictObject({
    /** No amount: "price on request". */
    from: priceFrom.optional(),
    /** What "from" is for: "per person, twin sharing". */
    basis: text,
    /** Dearer options of the same trip (hotel class): each at least the "from" amount. */
    tiers: z.array(z.strictObject({ label: text, amount })).optional(),
    /** Other prices that apply to some travellers (a child's price, a single supplement). */
    extras: z.array(z.strictObject({ label: text, amount })).optional(),
    /** Taxes and what is not in the price: "GST 5% extra". */
    note: text,
  }),
  ...heroPictured,
  /** More photos of the trip, opened in the photo viewer. */
  photos: z.array(z.strictObject(pictured)).min(3).max(6),
  highlights: z.array(text).min(3).max(6),
  itinerary: z
    .array(
      z.strictObject({
        title: text,
        description: longText,
        meals: z.array(z.enum(mealNames).register(graphqlNames, { name: "Meal" })).max(3),
        /** Where the night is spent; none on the last day. */
        overnight: text.optional(),
      }),
    )
    .min(1),
  inclusions: z.array(text).min(1),
  exclusions: z.array(text).min(1),
  departures: z.strictObject({
    /** true: a private trip that leaves on any date the traveller picks. */
    anyDate: z.boolean(),
    /** Fixed departures; dates already past in India time are left out of the page, at build and in the visitor's browser. */
    dates: z.array(z.strictObject({ date: calendarDate, status: z.enum(departureStatuses).register(graphqlNames, { name: "DepartureStatus" }) })),
  }),
  /** This package's own terms, where they differ from content/booking-terms.json. */
  policies: bookingPolicies.optional(),
});

/** A portrait; placeholderPortrait is true while it is an illustration (the launch check lists them). */
const portrait = { ...pictured, placeholderPortrait: z.boolean() };
const person = { name: text, role: text, title: text, desc: longText, ...portrait, socials };

export const founderSchema = z.strictObject({ ...person, story: paragraphs, signature: text });
export const teamMemberSchema = z.strictObject({ ...person, order });

export const testimonialsSchema = z.array(
  z.strictObject({
    number: z.number().int().min(1), quote: longText, name: text, role: text, ...portrait,
  }),
).length(9);

export const storySchema = z.strictObject({
  eyebrow: text, title: text, paragraphs, ...pictured,
  mission: z.strictObject({ title: text, text: longText }),
  vision: z.strictObject({ title: text, text: longText }),
  values: z.array(z.strictObject({ icon, title: text, text: longText })).min(1),
});

export const gallerySchema = z.array(z.strictObject({ title: text, ...pictured })).length(12);

const field = z.strictObject({ label: text, hint: text.optional() });

export const contactSchema = z.strictObject({
  formTitle: text, formIntro: longText, quoteLabel: text,
  failureTitle: text, failureText: longText, hoursTitle: text,
  /** The short privacy notice above the send button, and its link to /privacy. */
  notice: longText, noticeLink: text,
  /** The enquiry form's labels and hints; "none" is the choice meaning "no preference". */
  form: z.strictObject({
    name: field, email: field, phone: field,
    choice: z.strictObject({ label: text, none: text, services: text, packages: text }),
    month: z.strictObject({ label: text, none: text }),
    dates: field, adults: field, children: field, departure: field,
    /** Budget per person: each band's `value` is what the form sends, the same in every language. */
    budget: z.strictObject({
      label: text, hint: text.optional(), none: text,
      bands: z.array(z.strictObject({ value: slug, label: text })).min(2),
    }),
    /** How the visitor wants to be answered: the group's label and one label per method. */
    contactBy: z.strictObject({ label: text, phone: text, whatsapp: text, email: text }),
    message: field,
    /** The consent checkbox's label: what the visitor agrees to by ticking it. */
    consent: text,
    /** The label of the hidden spam trap, read only by screen readers that ignore aria-hidden. */
    honeypot: text,
  }),
  errors: z.strictObject({
    name: text, emailOrPhone: text, email: text, phone: text,
    /** The chosen way of answering needs that detail: e-mail needs an address, phone and WhatsApp a number. */
    needEmail: text, needPhone: text,
    dates: text, adults: text, children: text, departure: text, contactBy: text, message: text,
    /** Why the form cannot send without the consent box ticked. */
    consent: text,
    /** Sent faster than a person can type (the spam check): what to do. */
    tooFast: text,
  }),
  send: text, sending: text, sendOnWhatsapp: text, sendByEmail: text,
  /** Line labels of the enquiry sent by WhatsApp or email when the form cannot be sent. */
  summary: z.strictObject({
    from: text, subject: text, subjectFallback: text, interestedIn: text, month: text, dates: text,
    adults: text, children: text, departure: text, budget: text, contactBy: text,
    email: text, phone: text, message: text,
  }),
  details: z.strictObject({ call: text, whatsapp: text, whatsappLink: text, email: text, office: text, map: text }),
  /** The thank-you page after a sent enquiry: what happens next, and how to reach a planner sooner. */
  thanks: z.strictObject({
    nextTitle: text, next: paragraphs, soonerTitle: text, call: text, whatsapp: text, back: text,
  }),
});

/** Interface text that is not page copy: navigation, buttons, accessible names, messages. */
export const uiSchema = z.strictObject({
  /** How dates are written, as a BCP 47 language tag ("en-GB"). */
  locale: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'must be a language tag like "en-GB"')
    .register(inEveryLanguage, { as: "translated" }),
  /** The language's own name ("हिन्दी"): the language switch on the other languages' pages shows it. */
  languageName: text,
  /**
   * Names written in Latin letters in every language (the brand, social networks, abbreviations such
   * as "PADI"): the end-to-end test allows these, and only these, as Latin words on Hindi pages.
   */
  latinNames: z
    .array(text)
    .min(1)
    .describe("Names that stay in Latin letters on pages of every language, e.g. \"Summit & Sea Holidays\", \"LinkedIn\".")
    .register(inEveryLanguage, { as: "same" }),
  skipToContent: text,
  newTabNote: text,
  pageError: z.strictObject({ title: text, text: longText, callLabel: text, whatsappLabel: text }),
  breadcrumbs: z.strictObject({ label: text, home: text, about: text, services: text, packages: text }),
  header: z.strictObject({
    home: template("name"), mainNav: text, menu: text, closeMenu: text, quote: text, followUs: text, offers: text,
  }),
  footer: z.strictObject({
    /** The footer's links to the privacy notice and the booking terms, and their list's name. */
    legal: text, privacy: text, terms: text,
    quickLinks: text, services: text, contact: text, photoCredits: text, rights: text, visitors: text,
    translateTitle: text, translate: text, translateLoading: text, translateFailed: text,
  }),
  contactWidget: z.strictObject({ label: text, call: template("phone"), whatsapp: text }),
  carousel: z.strictObject({
    label: text, slide: template("position", "total", "title"), status: template("position", "total", "title"),
    show: template("position", "title"), pause: text, play: text,
    /** What screen readers call the carousel and its slides (aria-roledescription): "carousel", "slide". */
    roleDescription: text, slideRoleDescription: text,
  }),
  gallery: z.strictObject({
    open: template("title"), previous: text, next: text, close: text, viewer: text,
    /** The photo viewer's strip of photos ("Photo gallery") and each photo's place in it ("{index} of {total}"). */
    photos: text, counter: template("index", "total"),
  }),
  service: z.strictObject({
    enquire: text, about: text, highlights: text, itinerary: text, inclusions: text, exclusions: text, faq: text,
  }),
  packages: z.strictObject({
    from: text, onRequest: text, highlights: text, included: text, enquire: text, terms: text,
    /** The Enquire button's full name for screen readers ("Enquire about {title}"). */
    enquireAbout: template("title"),
    /** A package's length on its card, from its days and nights: "{nights}N/{days}D". */
    duration: template("nights", "days"),
    /** The overview's link to a category's page ("All {name} packages and terms"). */
    allInCategory: template("name"),
  }),
  /** A package's own page. */
  trip: z.strictObject({
    duration: template("days", "nights"),
    summary: text, photos: text, openPhoto: template("position", "total"),
    itinerary: text, day: template("number"), meals: text, noMeals: text, overnight: text,
    mealNames: z.strictObject({ breakfast: text, lunch: text, dinner: text }),
    included: text, excluded: text,
    price: text, from: text, onRequestText: text, options: text, extras: text,
    departures: text, anyDate: text, newDatesSoon: text, departureDate: text, availability: text,
    status: z.strictObject({ available: text, fewSeats: text, soldOut: text }),
    policies: text, payment: text, cancellation: text, cancelWhen: text, cancelCharge: text,
    /** A cancellation step's days: the first ("30 or more days..."), a middle one ("15 to 29..."), the last ("less than 15..."). */
    cancelFrom: template("days"), cancelBetween: template("from", "to"), cancelUnder: template("days"),
    cancelCharged: template("charge"),
    related: text, enquire: text, whatsapp: text,
    whatsappMessage: template("title", "duration"),
  }),
  notFound: z.strictObject({ home: text, ask: text, pages: text, lookingFor: text, allServices: text }),
  people: z.strictObject({
    profile: template("name", "network"),
    networks: z.strictObject({ twitter: text, facebook: text, linkedin: text, instagram: text }),
  }),
});

export const photoCreditsSchema = z.array(
  z.strictObject({ file: text, author: text, licence: text, source: text }),
).min(1);

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
  "photo-credits.json": photoCreditsSchema,
  "ui.json": uiSchema,
} satisfies Record<string, z.ZodType>;

/** Folders of one entry per file: folder under content/ -> schema. */
export const folderSchemas = {
  services: serviceSchema,
  packages: packageSchema,
  team: teamMemberSchema,
} satisfies Record<string, z.ZodType>;

export type ContentFile = keyof typeof fileSchemas;
export type ContentFolder = keyof typeof folderSchemas;

/** The GraphQL node type of a file or folder: content/hero-slides.json -> HeroSlidesJson, content/team/*.json -> TeamJson. */
export const nodeTypeName = (fileOrFolder: string): string =>
  `${fileOrFolder.replace(/\.json$/, "").replace(/(^|[-_])(\w)/g, (_m, _s, c: string) => c.toUpperCase())}Json`;

/** The JSON shape of each file's content (after validation). */
export type Settings = z.output<typeof settingsSchema>;
export type Navigation = z.output<typeof navigationSchema>;
export type Pages = z.output<typeof pagesSchema>;
export type PageKey = (typeof pageKeys)[number];
export type Home = z.output<typeof homeSchema>;
export type HeroSlides = z.output<typeof heroSlidesSchema>;
export type Offers = z.output<typeof offersSchema>;
export type Stats = z.output<typeof statsSchema>;
export type HomeServices = z.output<typeof homeServicesSchema>;
export type Service = z.output<typeof serviceSchema>;
export type PackageCategories = z.output<typeof packageCategoriesSchema>;
export type Package = z.output<typeof packageSchema>;
export type Themes = z.output<typeof themesSchema>;
export type PackageFilters = z.output<typeof packageFiltersSchema>;
export type Founder = z.output<typeof founderSchema>;
export type TeamMember = z.output<typeof teamMemberSchema>;
export type Testimonials = z.output<typeof testimonialsSchema>;
export type Story = z.output<typeof storySchema>;
export type Gallery = z.output<typeof gallerySchema>;
export type Contact = z.output<typeof contactSchema>;
export type Privacy = z.output<typeof privacySchema>;
export type BookingTerms = z.output<typeof bookingTermsSchema>;
export type Ui = z.output<typeof uiSchema>;
export type PhotoCredits = z.output<typeof photoCreditsSchema>;

/** The content of a file or of one folder entry, by name: FileContent<"settings.json">. */
export type FileContent<F extends ContentFile> = z.output<(typeof fileSchemas)[F]>;
export type FolderEntry<F extends ContentFolder> = z.output<(typeof folderSchemas)[F]>;
