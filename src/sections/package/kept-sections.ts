import { keptSection } from "../../components/kept-section";

// The package page's parts that never change once drawn: drawn on the server (and in tests), their
// markup kept as it is when the page hydrates; in the browser's bundle `BUILD_STAGE` is
// "build-javascript" (or "develop"), the `require` is left out, and the code is one chunk fetched
// only when such a page is drawn in the browser (docs/decisions/0046-static-sections-keep-their-markup.md).
// Each condition is written out where it is used: webpack drops the branch only when it sees the constant.

export const KeptTripGlance = keptSection(
  "kept-trip-glance",
  process.env.BUILD_STAGE !== "build-javascript" && process.env.BUILD_STAGE !== "develop"
    ? (require("./trip-glance") as typeof import("./trip-glance")).TripGlance
    : undefined,
  () => import(/* webpackChunkName: "package-sections" */ "./trip-glance").then((m) => m.TripGlance),
);

export const KeptSeason = keptSection(
  "kept-season",
  process.env.BUILD_STAGE !== "build-javascript" && process.env.BUILD_STAGE !== "develop"
    ? (require("./package-season") as typeof import("./package-season")).PackageSeason
    : undefined,
  () => import(/* webpackChunkName: "package-sections" */ "./package-season").then((m) => m.PackageSeason),
);

export const KeptItinerary = keptSection(
  "kept-itinerary",
  process.env.BUILD_STAGE !== "build-javascript" && process.env.BUILD_STAGE !== "develop"
    ? (require("./package-itinerary") as typeof import("./package-itinerary")).PackageItinerary
    : undefined,
  () => import(/* webpackChunkName: "package-sections" */ "./package-itinerary").then((m) => m.PackageItinerary),
);

export const KeptInclusions = keptSection(
  "kept-inclusions",
  process.env.BUILD_STAGE !== "build-javascript" && process.env.BUILD_STAGE !== "develop"
    ? (require("../service/inclusions-exclusions") as typeof import("../service/inclusions-exclusions")).InclusionsExclusions
    : undefined,
  () => import(/* webpackChunkName: "package-sections" */ "../service/inclusions-exclusions").then((m) => m.InclusionsExclusions),
);

export const KeptPolicies = keptSection(
  "kept-policies",
  process.env.BUILD_STAGE !== "build-javascript" && process.env.BUILD_STAGE !== "develop"
    ? (require("./package-policies") as typeof import("./package-policies")).PackagePolicies
    : undefined,
  () => import(/* webpackChunkName: "package-sections" */ "./package-policies").then((m) => m.PackagePolicies),
);

export const KeptReviews = keptSection(
  "kept-reviews",
  process.env.BUILD_STAGE !== "build-javascript" && process.env.BUILD_STAGE !== "develop"
    ? (require("./package-reviews") as typeof import("./package-reviews")).PackageReviews
    : undefined,
  () => import(/* webpackChunkName: "package-sections" */ "./package-reviews").then((m) => m.PackageReviews),
);

export const KeptRelatedPackages = keptSection(
  "kept-related",
  process.env.BUILD_STAGE !== "build-javascript" && process.env.BUILD_STAGE !== "develop"
    ? (require("./related-packages") as typeof import("./related-packages")).RelatedPackages
    : undefined,
  () => import(/* webpackChunkName: "package-sections" */ "./related-packages").then((m) => m.RelatedPackages),
);

export const KeptDeposit = keptSection(
  "kept-deposit",
  process.env.BUILD_STAGE !== "build-javascript" && process.env.BUILD_STAGE !== "develop"
    ? (require("./package-deposit") as typeof import("./package-deposit")).PackageDeposit
    : undefined,
  () => import(/* webpackChunkName: "package-sections" */ "./package-deposit").then((m) => m.PackageDeposit),
  "hide",
);

export const KeptSummary = keptSection(
  "kept-summary",
  process.env.BUILD_STAGE !== "build-javascript" && process.env.BUILD_STAGE !== "develop"
    ? (require("./package-summary") as typeof import("./package-summary")).PackageSummary
    : undefined,
  () => import(/* webpackChunkName: "package-sections" */ "./package-summary").then((m) => m.PackageSummary),
);

// The Enquire and WhatsApp buttons, in the hero and beside the price: two places, two ids.
export const KeptHeroEnquire = keptSection(
  "kept-hero-enquire",
  process.env.BUILD_STAGE !== "build-javascript" && process.env.BUILD_STAGE !== "develop"
    ? (require("./package-enquire") as typeof import("./package-enquire")).PackageEnquire
    : undefined,
  () => import(/* webpackChunkName: "package-sections" */ "./package-enquire").then((m) => m.PackageEnquire),
  "hide",
);

export const KeptEnquire = keptSection(
  "kept-enquire",
  process.env.BUILD_STAGE !== "build-javascript" && process.env.BUILD_STAGE !== "develop"
    ? (require("./package-enquire") as typeof import("./package-enquire")).PackageEnquire
    : undefined,
  () => import(/* webpackChunkName: "package-sections" */ "./package-enquire").then((m) => m.PackageEnquire),
  "hide",
);
