import { z } from "zod";
import { graphqlNames, heroPictured, httpsUrl, icon, image, inEveryLanguage, link, longText, paragraphs, sitePath, template, text } from "../primitives";
import { matches } from "../patterns";

// The site as a whole: its settings and menus, the pages' own copy, the interface's words and the photo credits.

/** A phone number as shown and as dialled. */
const phone = z.strictObject({
  display: z.string().check(matches(/^\+\d{1,3}( \d{2,5}){1,4}$/, 'must look like "+91 98765 43210"')),
  e164: z.string().check(matches(/^\+[1-9]\d{7,14}$/, 'must be a phone number like "+919876543210"')),
});

export const settingsSchema = z.strictObject({
  name: text,
  shortName: text.max(12),
  tagline: text,
  description: longText.min(120).max(160),
  phone,
  whatsapp: z.strictObject({
    number: z.string().check(matches(/^[1-9]\d{7,14}$/, 'must be digits with the country code, like "919876543210"')),
    greeting: text,
  }),
  email: z.email("must be an email address"),
  address: z.strictObject({
    street: text,
    locality: text,
    city: text,
    region: text,
    postalCode: z.string().check(matches(/^\d{6}$/, "must be a 6-digit PIN code")),
    country: text,
    countryCode: z.string().check(matches(/^[A-Z]{2}$/, 'must be a two-letter code like "IN"')),
  }),
  mapUrl: httpsUrl,
  officeHours: paragraphs,
  socials: z.array(z.strictObject({ network: icon, label: text, url: httpsUrl })).min(1),
  identifiers: z.strictObject({
    note: longText,
    items: z
      .array(
        z.strictObject({
          label: text,
          value: text.describe("The number as registered: the same in every language.").register(inEveryLanguage, { as: "same" }),
          /** Who issued it: shown on /about/credentials. */
          issuer: text,
          /** The public register where anyone can look the number up, where one exists. */
          register: httpsUrl.optional().describe("The public register where anyone can check this number (https), where one exists."),
        }),
      )
      .min(1),
    /** true while the items are sample values; `npm run check:content -- --launch` reports it. */
    demo: z.boolean().optional(),
  }),
  /** The grievance officer the privacy notice names (India's DPDP Act 2023): complaints about personal data go here. */
  grievance: z.strictObject({
    name: text,
    /** Their position in the company (the E-Commerce Rules 2020 ask for name, designation and contact). */
    designation: text,
    email: z.email("must be an email address"),
    phone,
    /** true while name and address are sample values; `npm run check:content -- --launch` reports it. */
    demo: z.boolean().optional(),
  }),
  designer: z.strictObject({ text, name: text, url: httpsUrl }),
  /**
   * The moving line at the top of every page. While an offer is current it says "save up to
   * {percent}%" (the largest current saving, computed, never typed) and links to the offers;
   * otherwise it shows the plain text and link.
   */
  banner: z.strictObject({
    claim: template("percent"),
    claimLink: sitePath,
    claimLabel: text,
    text,
    link: sitePath,
    linkLabel: text,
  }),
  footerAbout: longText,
  ogImage: image,
  ogImageAlt: text,
});

/** The credentials page (/about/credentials): the words around the registrations, the grievance officer and the office. */
export const credentialsSchema = z.strictObject({
  registrations: text,
  /** The table's columns: the registration, its number, who issued it. */
  registration: text,
  number: text,
  issuer: text,
  check: text,
  /** Read after each register link: "(opens the {issuer} site)". */
  checkNote: template("issuer"),
  grievanceTitle: text,
  grievanceText: longText,
  /** The response times the Consumer Protection (E-Commerce) Rules 2020 set: 48 hours, one month. */
  acknowledge: longText,
  resolve: longText,
  officeTitle: text,
  /** A map of the office's address (https), the same in every language. */
  mapUrl: httpsUrl,
  mapLabel: text,
});

export const navigationSchema = z
  .array(
    z.strictObject({
      label: text,
      to: sitePath,
      links: z.array(link).min(1).optional(),
      linksFrom: z.enum(["services", "packages"]).optional(),
      /** A first link in the group to the entry's own page ("All services"). */
      overviewLabel: text.optional(),
    }),
  )
  .min(1);

export const pageKeys = [
  "home",
  "team",
  "testimonials",
  "story",
  "gallery",
  "services",
  "packages",
  "contact",
  "notFound",
  "serviceNotFound",
  "privacy",
  "terms",
  "guides",
  "offers",
  "credentials",
  "enquirySent",
  "photoCredits",
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

/** Interface text that is not page copy: navigation, buttons, accessible names, messages. */
export const uiSchema = z.strictObject({
  /** How dates are written, as a BCP 47 language tag ("en-GB"). */
  locale: z
    .string()
    .check(matches(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'must be a language tag like "en-GB"'))
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
    .describe('Names that stay in Latin letters on pages of every language, e.g. "Summit & Sea Holidays", "LinkedIn".')
    .register(inEveryLanguage, { as: "same" }),
  skipToContent: text,
  newTabNote: text,
  pageError: z.strictObject({ title: text, text: longText, callLabel: text, whatsappLabel: text }),
  breadcrumbs: z.strictObject({ label: text, home: text, about: text, services: text, packages: text, guides: text }),
  header: z.strictObject({
    home: template("name"),
    mainNav: text,
    menu: text,
    closeMenu: text,
    quote: text,
    followUs: text,
    offers: text,
  }),
  footer: z.strictObject({
    /** The footer's links to the privacy notice and the booking terms, and their list's name. */
    legal: text,
    privacy: text,
    terms: text,
    /** The small print's link to /about/credentials. */
    credentials: text,
    quickLinks: text,
    services: text,
    contact: text,
    /** The small print's link to /about/photo-credits. */
    photoCredits: text,
    rights: text,
    visitors: text,
    translateTitle: text,
    translate: text,
    translateLoading: text,
    translateFailed: text,
  }),
  contactWidget: z.strictObject({ label: text, call: template("phone"), whatsapp: text }),
  carousel: z.strictObject({
    label: text,
    slide: template("position", "total", "title"),
    status: template("position", "total", "title"),
    show: template("position", "title"),
    pause: text,
    play: text,
    /** What screen readers call the carousel and its slides (aria-roledescription): "carousel", "slide". */
    roleDescription: text,
    slideRoleDescription: text,
  }),
  gallery: z.strictObject({
    open: template("title"),
    previous: text,
    next: text,
    close: text,
    viewer: text,
    /** The photo viewer's strip of photos ("Photo gallery") and each photo's place in it ("{index} of {total}"). */
    photos: text,
    counter: template("index", "total"),
  }),
  service: z.strictObject({
    enquire: text,
    about: text,
    highlights: text,
    itinerary: text,
    inclusions: text,
    exclusions: text,
    faq: text,
    /** The heading of the cards of the packages the service names. */
    packages: text,
  }),
  /** A price worked out from the catalogue (home offer tiles, hero slides): "From {price}"; a tile without one says "Explore". */
  catalogue: z.strictObject({ fromPrice: template("price"), explore: text }),
  packages: z.strictObject({
    from: text,
    /** Under every price, which includes GST: "{price} + {gst} GST ({rate}%)". */
    withGst: template("price", "gst", "rate"),
    /** Under the price of a tour abroad, short: TCS, its rate, and that it is set off against income tax. */
    tcs: template("rate"),
    onRequest: text,
    highlights: text,
    included: text,
    enquire: text,
    terms: text,
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
    summary: text,
    photos: text,
    openPhoto: template("position", "total"),
    itinerary: text,
    day: template("number"),
    meals: text,
    noMeals: text,
    overnight: text,
    mealNames: z.strictObject({ breakfast: text, lunch: text, dinner: text }),
    included: text,
    excluded: text,
    price: text,
    from: text,
    onRequestText: text,
    options: text,
    extras: text,
    departures: text,
    anyDate: text,
    newDatesSoon: text,
    departureDate: text,
    availability: text,
    status: z.strictObject({ available: text, fewSeats: text, soldOut: text }),
    /** A fresh "few seats" count: "{count} seats left on {date} (as of {counted})", and for one seat. */
    seatsLeft: template("count", "date", "counted"),
    seatLeftOne: template("date", "counted"),
    policies: text,
    payment: text,
    cancellation: text,
    cancelWhen: text,
    cancelCharge: text,
    /** A cancellation step's days: the first ("30 or more days..."), a middle one ("15 to 29..."), the last ("less than 15..."). */
    cancelFrom: template("days"),
    cancelBetween: template("from", "to"),
    cancelUnder: template("days"),
    cancelCharged: template("charge"),
    related: text,
    /** The deposit button ("Pay the deposit") and, beside its amount, the word for it. */
    payDeposit: text,
    /** The button of a deposit that only holds the seats ("Pay to hold your seats"). */
    holdSeats: text,
    /** Beside the deposit's amount: paid by each traveller, or once for the booking. */
    perPerson: text,
    perBooking: text,
    deposit: text,
    enquire: text,
    whatsapp: text,
    whatsappMessage: template("title", "duration"),
  }),
  /** Offers (a package's `offers`) on its page and on /offers: "Early-bird: save {saving} if you book by {date}". */
  offers: z.strictObject({
    title: text,
    earlyBird: template("saving", "date"),
    group: template("travellers", "saving", "date"),
    /** The offer's price, GST included: "Offer price {price} per person, GST included". */
    price: template("price"),
    /** /offers with no offer current, above a link to the packages. */
    none: longText,
    browse: text,
  }),
  /** A destination guide's page, its card on /guides, and the link to it from its packages' pages. */
  guide: z.strictObject({
    contents: text,
    bestTime: text,
    gettingThere: text,
    /** The heading of the guide's packages: "Trips to {destination}". */
    packages: template("destination"),
    /** Under the cover photo, from content/photo-credits.json: "Photo: {author} ({licence})". */
    photoCredit: template("author", "licence"),
    /** On a package's page: "Read our {destination} travel guide". */
    read: template("destination"),
  }),
  notFound: z.strictObject({ home: text, ask: text, pages: text, lookingFor: text, allServices: text }),
  /** The labels of each credit on /about/photo-credits, which lists content/photo-credits.json. */
  photoCredits: z.strictObject({ photo: text, author: text, licence: text, source: text }),
  people: z.strictObject({
    profile: template("name", "network"),
    networks: z.strictObject({ twitter: text, facebook: text, linkedin: text, instagram: text }),
  }),
  /** Reviews (content/testimonials.json) on a package's page and the testimonials page. */
  reviews: z.strictObject({
    /** A package page's heading over its reviews. */
    title: text,
    /** "{average} from {count} reviews"; averageOne when there is one review. */
    average: template("average", "count"),
    averageOne: template("average"),
    /** Each review's stars, for screen readers: "Rated {rating} out of 5". */
    rating: template("rating"),
    /** The trip and the month of travel under the traveller's name: "{trip}, {month}". */
    travelled: template("trip", "month"),
    /** The link to a public review: "Read on {source}". */
    readOn: template("source"),
    /** Where each was first posted; `direct` stands alone (no link): "Sent to us". */
    sources: z.strictObject({ google: text, tripadvisor: text, direct: text }),
    /** The testimonials page's filter: its label, the choice of every trip, and the count read out after a change. */
    filter: text,
    allTrips: text,
    countOne: text,
    countMany: template("count"),
  }),
});

export const photoCreditsSchema = z.array(z.strictObject({ file: text, author: text, licence: text, source: text })).min(1);
