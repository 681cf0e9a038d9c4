import type { ReviewSource } from "../../../model/content/people";
import { buildDay } from "../../lib/build-day";
import { where } from "../entries";
import { reservedDomain } from "../launch-check";
import type { Content, Findings } from "../rule";

// A review (content/testimonials.json) names the trip it is about, one package or one service (that
// it exists is the references rule's, known-references.ts), and a month already travelled; a review
// posted on a public site links to it there, on that site's own host, and one sent to the company
// links nowhere (its page here is the one showing it). The schema holds the rest (a rating of 1 to
// 5, an https:// link). Only reviews sent to us are marked up (docs/decisions/0026-review-markup.md),
// so a source that says "google" or "tripadvisor" must not hide one that was not, nor the reverse.

const FILE = "content/testimonials.json";

/**
 * The hosts a review's own address is on, by source. Google: Maps and Search on google.com and, for
 * an Indian company's reviewers, google.co.in (with and without www., and maps.); maps.app.goo.gl,
 * what Maps' "Share" gives; goo.gl only under /maps/, Maps' older share links (the rest of goo.gl was
 * a general shortener that could lead anywhere). Not g.page nor g.co: they lead to the company's
 * profile or to the form to write a review, not to a review. Tripadvisor: its country sites, with
 * www. or a language (fr.tripadvisor.ch). A link on a reserved demo domain (www.example.com) passes:
 * the launch check lists it to replace.
 */
const GOOGLE_HOSTS = ["google.com", "www.google.com", "maps.google.com", "google.co.in", "www.google.co.in", "maps.google.co.in", "maps.app.goo.gl"];
const TRIPADVISOR_SUFFIXES = (
  "com in co.uk com.au ca co.nz ie com.sg com.my com.ph com.hk com.tw co.id co.za co.il com.tr jp co.kr com.vn " +
  "de at ch fr be it es pt nl se dk fi com.gr ru com.br com.mx com.ar cl com.pe"
).split(" ");
const TRIPADVISOR_HOST = new RegExp(`^(?:www\\.|[a-z]{2}\\.)?tripadvisor\\.(?:${TRIPADVISOR_SUFFIXES.map((s) => s.replace(/\./g, "\\.")).join("|")})$`);

const sourceNames: Record<Exclude<ReviewSource, "direct">, string> = { google: "Google", tripadvisor: "Tripadvisor" };
const expectedHosts: Record<Exclude<ReviewSource, "direct">, string> = {
  google: `${GOOGLE_HOSTS.join(", ")} or goo.gl/maps/`,
  tripadvisor: "www.tripadvisor.com, www.tripadvisor.in or another of Tripadvisor's country sites (www.tripadvisor.co.uk...)",
};

/** Whether a review's link is an https:// address on its source's own site (or a demo address). */
export function linkMatchesSource(source: Exclude<ReviewSource, "direct">, link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  if (reservedDomain(host)) return true;
  if (source === "google") return GOOGLE_HOSTS.includes(host) || (host === "goo.gl" && url.pathname.startsWith("/maps/"));
  return TRIPADVISOR_HOST.test(host);
}

/** The rule for a given day in India ("YYYY-MM-DD"), so a test can fix "today". */
export function reviewsAsOf(today: string) {
  const thisMonth = today.slice(0, 7);
  return (content: Content): Findings => {
    const reviews = content.files["testimonials.json"];
    if (!reviews) return {};
    return {
      errors: reviews.flatMap((review, i) => {
        const at = (field: string) => where(FILE, reviews, [i, field]);
        const errors: string[] = [];
        if (review.package && review.service) errors.push(`${at("service")}: a review is about one trip; give "package" or "service", not both`);
        else if (!review.package && !review.service)
          errors.push(`${at("package")}: name the trip reviewed, a package's slug in "package" or a service's in "service"`);
        if (review.month > thisMonth)
          errors.push(`${at("month")}: ${review.month} is still to come (today is ${today} in India); give the month the trip began`);
        if (review.source === "direct" && review.link) {
          errors.push(`${at("link")}: a review sent to us has no public page; remove "link", or set "source" to where it was posted`);
        } else if (review.source !== "direct" && !review.link) {
          errors.push(`${at("link")}: a review on ${sourceNames[review.source]} needs the https:// address of the review itself`);
        } else if (review.source !== "direct" && review.link && !linkMatchesSource(review.source, review.link)) {
          errors.push(
            `${at("link")}: "${review.link}" is not on ${sourceNames[review.source]}; give the review's https:// address on ${expectedHosts[review.source]}, or set "source" to where it was posted`,
          );
        }
        return errors;
      }),
    };
  };
}

/** The rule as the check runs it: today is the day in India now. */
export const reviews = (content: Content): Findings => reviewsAsOf(buildDay())(content);
