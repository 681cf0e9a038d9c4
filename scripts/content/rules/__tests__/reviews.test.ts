/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { testimonialsSchema } from "../../../../model/content/people";
import { contentOf } from "../__fixtures__/content";
import { linkMatchesSource, reviewsAsOf } from "../reviews";
import { knownReferences } from "../known-references";

// The reviews as shipped, with one slip made in them as an editor would, checked on a fixed day.
const shipped = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "..", "..", "content", "testimonials.json"), "utf8"));
const slugs = (dir: string) =>
  fs
    .readdirSync(path.join(__dirname, "..", "..", "..", "..", "content", dir))
    .map((f) => ({ file: `content/${dir}/${f}`, data: { slug: f.replace(/\.json$/, "") } }));
const FILE = "content/testimonials.json";
const TODAY = "2024-11-15";

const withReviews = (change: (r: typeof shipped) => void = () => {}) => {
  const data = structuredClone(shipped);
  change(data);
  return contentOf({ files: { "testimonials.json": data }, folders: { packages: slugs("packages"), services: slugs("services") } } as never);
};
const errors = (change?: (r: typeof shipped) => void) => reviewsAsOf(TODAY)(withReviews(change)).errors;

describe("reviews", () => {
  it("accept the reviews as shipped", () => {
    expect(errors()).toEqual([]);
    expect(testimonialsSchema.safeParse(shipped).success).toBe(true);
  });

  it("reject a rating outside 1 to 5 and a link that is not https (the schema)", () => {
    const parsed = (change: (r: typeof shipped) => void) => {
      const data = structuredClone(shipped);
      change(data);
      return testimonialsSchema.safeParse(data).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    };
    expect(parsed((r) => (r[0].rating = 6))).toEqual([expect.stringMatching(/^0\.rating: /)]);
    expect(parsed((r) => (r[0].rating = 0))).toEqual([expect.stringMatching(/^0\.rating: /)]);
    expect(parsed((r) => (r[0].link = "http://www.example.com/review"))).toEqual(["0.link: must be an https:// address without #"]);
    expect(parsed((r) => (r[0].month = "2024-13"))).toEqual(['0.month: must be a month written like "2024-06"']);
  });

  it("name a package or service that does not exist (the references rule, as for every field that names an entry)", () => {
    const errors = (change: (r: typeof shipped) => void) => {
      const content = withReviews(change);
      return knownReferences({ ...content, entries: [{ file: FILE, data: content.files["testimonials.json"], schema: testimonialsSchema }] }).errors;
    };
    expect(errors((r) => (r[0].package = "ladakh-road-tirp"))).toEqual([
      expect.stringMatching(new RegExp(`^${FILE} › entry 1 \\(Neha Kapoor\\) › package: unknown package "ladakh-road-tirp" \\(known: andaman-island-cruise, `)),
    ]);
    expect(errors((r) => (r[6].service = "safari"))).toEqual([
      expect.stringMatching(/› entry 7 \(Meera Joshi\) › service: unknown service "safari" \(known: adventure, /),
    ]);
  });

  it("ask for exactly one trip", () => {
    expect(errors((r) => delete r[0].package)).toEqual([
      `${FILE} › entry 1 (Neha Kapoor) › package: name the trip reviewed, a package's slug in "package" or a service's in "service"`,
    ]);
    expect(errors((r) => (r[0].service = "adventure"))).toEqual([
      `${FILE} › entry 1 (Neha Kapoor) › service: a review is about one trip; give "package" or "service", not both`,
    ]);
  });

  it("name a month of travel still to come, this month being past enough", () => {
    expect(errors((r) => (r[0].month = "2024-12"))).toEqual([
      `${FILE} › entry 1 (Neha Kapoor) › month: 2024-12 is still to come (today is ${TODAY} in India); give the month the trip began`,
    ]);
    expect(errors((r) => (r[0].month = "2024-11"))).toEqual([]);
  });

  it("want a link for a review on Google or Tripadvisor, and none for one sent to us", () => {
    expect(errors((r) => delete r[1].link)).toEqual([
      `${FILE} › entry 2 (Vikram Rao) › link: a review on Tripadvisor needs the https:// address of the review itself`,
    ]);
    expect(errors((r) => (r[3].link = "https://www.example.com/letter"))).toEqual([
      `${FILE} › entry 4 (Amit Gupta) › link: a review sent to us has no public page; remove "link", or set "source" to where it was posted`,
    ]);
  });

  it("want a Google review's link on Google and a Tripadvisor review's on Tripadvisor, naming the file and field", () => {
    expect(errors((r) => (r[0].link = "https://www.tripadvisor.in/ShowUserReviews-g1-d2-r3.html"))).toEqual([
      `${FILE} › entry 1 (Neha Kapoor) › link: "https://www.tripadvisor.in/ShowUserReviews-g1-d2-r3.html" is not on Google; give the review's https:// address on google.com, www.google.com, maps.google.com, google.co.in, www.google.co.in, maps.google.co.in, maps.app.goo.gl or goo.gl/maps/, or set "source" to where it was posted`,
    ]);
    expect(errors((r) => (r[1].link = "https://maps.app.goo.gl/AbCdEf123"))).toEqual([
      expect.stringMatching(
        /^content\/testimonials\.json › entry 2 \(Vikram Rao\) › link: "https:\/\/maps\.app\.goo\.gl\/AbCdEf123" is not on Tripadvisor; give the review's https:\/\/ address on www\.tripadvisor\.com, /,
      ),
    ]);
    expect(errors((r) => (r[0].link = "https://maps.app.goo.gl/AbCdEf123"))).toEqual([]);
    expect(errors((r) => (r[1].link = "https://www.tripadvisor.com/ShowUserReviews-g1-d2-r3.html"))).toEqual([]);
  });

  it("take Google's own hosts for a Google review, and no look-alike", () => {
    const ok = (link: string) => linkMatchesSource("google", link);
    for (const link of [
      "https://www.google.com/maps/reviews/@28.6,77.2,17z/data=!3m1!4b1",
      "https://google.com/maps/place/Summit/@28.6,77.2",
      "https://maps.google.com/?cid=123456789",
      "https://www.google.co.in/maps/place/Summit",
      "https://maps.google.co.in/?cid=1",
      "https://maps.app.goo.gl/AbCdEf123",
      "https://goo.gl/maps/AbCdEf123",
      "https://WWW.GOOGLE.COM/maps",
    ])
      expect([link, ok(link)]).toEqual([link, true]);
    for (const link of [
      "http://www.google.com/maps/reviews/1", // not https
      "https://goo.gl/AbCdEf123", // the general shortener, not a Maps link
      "https://g.page/r/AbCdEf123/review", // the form to write a review
      "https://g.co/kgs/AbCdEf1",
      "https://sites.google.com/view/summit-reviews", // anyone's page on Google Sites
      "https://google.com.attacker.in/maps",
      "https://www.google.de/maps/place/Summit", // a country site not on the list
      "https://www.google.com:8443/maps",
      "https://user@www.google.com/maps",
      "https://www.tripadvisor.in/ShowUserReviews-g1-d2-r3.html",
      "not a link",
    ])
      expect([link, ok(link)]).toEqual([link, false]);
  });

  it("take Tripadvisor's country sites for a Tripadvisor review, and no look-alike", () => {
    const ok = (link: string) => linkMatchesSource("tripadvisor", link);
    for (const link of [
      "https://www.tripadvisor.com/ShowUserReviews-g1-d2-r3.html",
      "https://tripadvisor.com/ShowUserReviews-g1-d2-r3.html",
      "https://www.tripadvisor.in/ShowUserReviews-g1-d2-r3.html",
      "https://www.tripadvisor.co.uk/ShowUserReviews-g1-d2-r3.html",
      "https://www.tripadvisor.com.au/ShowUserReviews-g1-d2-r3.html",
      "https://fr.tripadvisor.ch/ShowUserReviews-g1-d2-r3.html",
    ])
      expect([link, ok(link)]).toEqual([link, true]);
    for (const link of [
      "http://www.tripadvisor.com/ShowUserReviews-g1-d2-r3.html",
      "https://www.tripadvisor.com.attacker.in/review",
      "https://tripadvisor-reviews.in/review",
      "https://www.tripadvisor.xyz/review",
      "https://reviews.www.tripadvisor.com/review",
      "https://www.google.com/maps/reviews/1",
    ])
      expect([link, ok(link)]).toEqual([link, false]);
  });

  it("let a demo link on a reserved domain through, for the launch check to list", () => {
    expect(linkMatchesSource("google", "https://www.example.com/google-reviews/neha-kapoor")).toBe(true);
    expect(linkMatchesSource("tripadvisor", "https://reviews.example/vikram")).toBe(true);
  });
});
