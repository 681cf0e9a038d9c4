import { businessTimeZone } from "../../../model/time-zone";
import { dayIn } from "../../../src/utils/calendar-day";
import { where } from "../entries";
import type { Content, Findings } from "../rule";

// A review (content/testimonials.json) names the trip it is about, one package or one service (that
// it exists is the references rule's, known-references.ts), and a month already travelled; a review posted on a public site links to it, one sent
// to the company links nowhere. The schema holds the rest (a rating of 1 to 5, an https:// link).

const FILE = "content/testimonials.json";

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
          errors.push(`${at("link")}: a review on ${review.source === "google" ? "Google" : "Tripadvisor"} needs the https:// address of the review itself`);
        }
        return errors;
      }),
    };
  };
}

/** The rule as the check runs it: today is the day in India now. */
export const reviews = (content: Content): Findings => reviewsAsOf(dayIn(businessTimeZone, new Date()))(content);
