/** @jest-environment node */
import path from "node:path";
import { createPackageEnquiryPages, packageEnquiryTemplate } from "../package-enquiry-pages";

// Each package's own enquiry page (record 0062): under the package's page, in each language the
// package is written in, with the languages it has for the switch and the build's day for its months.
const node = (slug: string, language: string) => ({ slug, language, path: `/packages/domestic/${slug}` });

it("makes an enquiry page under each package's page, in each language it is written in", async () => {
  const graphql = jest.fn(async () => ({ data: { allPackagesJson: { nodes: [node("ladakh", "en"), node("ladakh", "hi"), node("meghalaya", "en")] } } }));
  const actions = { createPage: jest.fn() };
  const done = await createPackageEnquiryPages({ graphql: graphql as never, actions, reporter: { panicOnBuild: jest.fn() } }, "2026-11-29");
  expect(done).toBe(true);
  const component = path.resolve(packageEnquiryTemplate);
  expect(actions.createPage.mock.calls.map(([page]) => page)).toEqual([
    {
      path: "/packages/domestic/ladakh/enquire",
      component,
      context: { slug: "ladakh", locale: "en", languages: ["en", "hi"], fallback: "/packages", today: "2026-11-29" },
    },
    {
      path: "/hi/packages/domestic/ladakh/enquire",
      component,
      context: { slug: "ladakh", locale: "hi", languages: ["en", "hi"], fallback: "/packages", today: "2026-11-29" },
    },
    // Not translated yet: English alone, its switch leading to the packages in Hindi.
    {
      path: "/packages/domestic/meghalaya/enquire",
      component,
      context: { slug: "meghalaya", locale: "en", languages: ["en"], fallback: "/packages", today: "2026-11-29" },
    },
  ]);
});

it("stops the build, naming what it could not query", async () => {
  const reporter = { panicOnBuild: jest.fn() };
  const graphql = jest.fn(async () => ({ errors: [new Error("no such type")] }));
  expect(await createPackageEnquiryPages({ graphql: graphql as never, actions: { createPage: jest.fn() }, reporter }, "2026-11-29")).toBe(false);
  expect(reporter.panicOnBuild).toHaveBeenCalledWith("Could not query the packages for their enquiry pages", expect.anything());
});
