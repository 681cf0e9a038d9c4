import privacyEn from "../../../../content/privacy.json";
import privacyHi from "../../../../content/hi/privacy.json";
import settings from "../../../../content/settings.json";
import { render, screen, within } from "@testing-library/react";
import { PrivacyNotice } from "../privacy-notice";
import { emptyEnquiry, enquiryPayload } from "../../../utils/enquiry";
import type { SiteSettings } from "../../../hooks/use-site-settings";
import fs from "node:fs";
import path from "node:path";
import { DRAFT_KEY } from "../../../hooks/use-enquiry-draft";
import { VISITOR_COUNT_KEY } from "../../../utils/visitor-count";
import { devanagariFacesId } from "../../../../plugins/gatsby-plugin-brand-fonts/devanagari-faces";

// The notice's list of what the form collects (content/privacy.json › collected › items) names, in
// each item's `fields`, the form's fields it tells of. What the form sends is read from the code that
// builds the send (enquiryPayload, made from src/utils/enquiry-fields.ts; e2e/enquiry.spec.ts holds a
// real send and the built static form to the same list), so a new field fails here until the notice says so.

/** Every field an enquiry carries, as the script posts it. */
const sent = Object.keys(enquiryPayload(emptyEnquiry, {}, { honeypot: "", language: "en", renderedAt: "0", consent: true, privacyVersion: privacyEn.version }));
/**
 * The two that carry nothing about the visitor: the host's name for the form (the same on every
 * send) and the spam trap (hidden from people, so empty when a person sends).
 */
const aboutNoOne = ["form-name", "bot-field"];

describe.each([
  ["en", privacyEn, "Google Translate"],
  ["hi", privacyHi, "गूगल ट्रांसलेट"],
])("the privacy notice (%s)", (_language, notice, translator) => {
  const named = notice.collected.items.flatMap((item) => item.fields);

  it("tells of every field the form sends about the visitor", () => {
    expect(sent.filter((field) => !aboutNoOne.includes(field) && !named.includes(field))).toEqual([]);
  });

  it("names only fields the form sends", () => {
    expect(named.filter((field) => !sent.includes(field))).toEqual([]);
  });

  it("shows each item, and links Google's privacy policy beside the Translate button's part", () => {
    render(
      <PrivacyNotice
        notice={notice as Queries.PrivacyNoticeFragment}
        settings={{ ...settings, siteUrl: "https://example.com", language: "en", ogImage: { childImageSharp: null } } as SiteSettings}
      />,
    );
    const list = screen.getByRole("heading", { level: 2, name: notice.collected.title }).closest("section")!;
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(notice.collected.items.map((i) => i.text));
    const part = screen.getByRole("heading", { level: 2, name: notice.translation.title }).closest("section")!;
    expect(within(part).getByText(new RegExp(translator))).toBeInTheDocument();
    expect(within(part).getByRole("link", { name: notice.translation.policy.label })).toHaveAttribute("href", "https://policies.google.com/privacy");
  });
});

it("leaves out of the notice only fields the form does send", () => {
  expect(sent).toEqual(expect.arrayContaining(aboutNoOne));
});

// What the browser keeps (privacy.json › stored): each item names in `keys` the storage keys it
// tells of, read here from the code that keeps them: the site's own (the enquiry draft, the visit
// count, the Devanagari fonts' names) and Gatsby's (scroll positions, a reload flag), whose keys
// are read from its installed files.
const root = path.join(__dirname, "..", "..", "..", "..");
const gatsbyKey = (file: string, pattern: RegExp) => pattern.exec(fs.readFileSync(path.join(root, "node_modules", file), "utf8"))![1];
const keptByCode = {
  sessionStorage: [
    DRAFT_KEY,
    gatsbyKey("gatsby-react-router-scroll/session-storage.js", /STATE_KEY_PREFIX = "([^"]+)"/),
    gatsbyKey("gatsby/cache-dir/production-app.js", /reloadStorageKey = `([^`]+)`/),
  ],
  localStorage: [VISITOR_COUNT_KEY, devanagariFacesId],
};

/** The first argument of every Storage setItem call in the site's own code (src/, plugins/), as written. */
function storageWrites(): string[] {
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return ["__tests__", "node_modules"].includes(e.name) ? [] : files(full);
      return /\.tsx?$/.test(e.name) ? [full] : [];
    });
  return ["src", "plugins"]
    .flatMap((dir) => files(path.join(root, dir)))
    .flatMap((file) => [...fs.readFileSync(file, "utf8").matchAll(/\.setItem\(\s*([^,]+),/g)].map((m) => m[1].trim()));
}

describe.each([
  ["en", privacyEn],
  ["hi", privacyHi],
])("what the notice says the browser keeps (%s)", (_language, notice) => {
  const { stored }: { stored: { title: string; items: { text: string; storage: string; keys?: string[] }[] } } = notice;
  const named = (storage: string) => stored.items.filter((i) => i.storage === storage).flatMap((i) => i.keys ?? []);

  it("names every key the code keeps in the tab's session storage and in local storage, and no other", () => {
    expect(named("sessionStorage").sort()).toEqual([...keptByCode.sessionStorage].sort());
    expect(named("localStorage").sort()).toEqual([...keptByCode.localStorage].sort());
  });

  it("says what the cache keeps too, and shows each item", () => {
    expect(stored.items.some((i) => i.storage === "cache")).toBe(true);
    render(
      <PrivacyNotice
        notice={notice as Queries.PrivacyNoticeFragment}
        settings={{ ...settings, siteUrl: "https://example.com", language: "en", ogImage: { childImageSharp: null } } as SiteSettings}
      />,
    );
    const part = screen.getByRole("heading", { level: 2, name: stored.title }).closest("section")!;
    expect(
      within(part)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(stored.items.map((i) => i.text));
  });
});

it("knows every key the site's own code writes to storage: a new one fails here until the notice names it", () => {
  expect([...new Set(storageWrites())].sort()).toEqual(["DRAFT_KEY", "VISITOR_COUNT_KEY", "devanagariFacesId"]);
});

it.each([
  ["en", privacyEn, ["IP", "user agent", "page"]],
  ["hi", privacyHi, ["आईपी", "यूज़र एजेंट", "पेज"]],
])("tells (%s) what the form service records with each enquiry beyond its fields", (_language, notice, words) => {
  const said = notice.processors.paragraphs.join(" ");
  for (const word of words) expect(said).toContain(word);
});
