import { z } from "zod";
import { inEveryLanguage, longText, template, text } from "../primitives";
import { matches } from "../patterns";

// The interface's words (content/ui.json): navigation, buttons, accessible names, messages.

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
    /** The moving offer line's control: it starts it (on a touch screen it stands still until then) and stops it. */
    bannerPlay: text,
    bannerPause: text,
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
    /** The copyright line, with its language's full stops: "© {year} {name}. All rights reserved." */
    copyright: template("year", "name"),
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
    /** After that, on a trip with compulsory charges (port charges, a city tax): "+ {charges} compulsory charges". */
    withCharges: template("charges"),
    /** Under the price of a tour abroad, short: TCS, its rate, and that it is set off against income tax. */
    tcs: template("rate"),
    onRequest: text,
    highlights: text,
    included: text,
    enquire: text,
    /** A button to a package's page, beside Enquire (on /offers): "See this trip". */
    view: text,
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
    /** The compulsory charges beside the price (price › charges): the heading, and how each is paid. */
    charges: text,
    chargePayable: z.strictObject({ withBooking: text, onTrip: text }),
    /** A cost a traveller may choose (a porter), listed but not in the all-in price. */
    chargeOptional: text,
    /** Prices by season (price › periods): the heading, and each season's departure days. */
    seasons: text,
    seasonDays: template("from", "to"),
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
    /** A departure's row: its own enquiry, the date filled in ("Enquire for {date}", the date as "19 June"). */
    enquireFor: template("date"),
    whatsapp: text,
    whatsappMessage: template("title", "duration"),
  }),
  /** Offers (a package's `offers`) on its page and on /offers: "Early-bird: save {saving} if you book by {date}". */
  offers: z.strictObject({
    title: text,
    earlyBird: template("saving", "date"),
    group: template("travellers", "saving", "date"),
    /**
     * The offer's price until its last day, and the package's price without the offer (named as what
     * it is, never "usual"), both GST included, with that price's basis (the package's price › basis).
     */
    price: template("price", "date", "was", "basis"),
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
    /** On a sample review (testimonials.json › sample): said before its words, so no one takes it for a traveller's. */
    sample: text,
    /** The testimonials page's filter: its label, the choice of every trip, and the count read out after a change. */
    filter: text,
    allTrips: text,
    countOne: text,
    countMany: template("count"),
  }),
});

/**
 * The groups of words every page carries (a static query: the header, the footer, the menus...).
 * The others come with the queries of the pages that show them (trip with a package's page).
 * `offers`: a package card shows its current offer wherever cards are (categories, themes, services,
 * guides, related packages, /packages and its finder).
 */
export const everyPageUiWords = [
  "locale",
  "languageName",
  "skipToContent",
  "newTabNote",
  "pageError",
  "breadcrumbs",
  "header",
  "footer",
  "contactWidget",
  "carousel",
  "gallery",
  "service",
  "catalogue",
  "packages",
  "offers",
  "notFound",
  "people",
] as const satisfies readonly (keyof typeof uiSchema.shape)[];
