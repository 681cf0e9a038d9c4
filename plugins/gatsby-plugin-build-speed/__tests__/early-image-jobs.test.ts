/** @jest-environment node */
import { queueImageJobsEarly } from "../early-image-jobs";

// The early run must ask for the images with the same variables as Gatsby's own run, or sharp
// would encode other files than the pages name (docs/decisions/0020-a-faster-cold-build.md).
it("runs the static and page queries that name an image, with each page's variables", async () => {
  const calls: [string, Record<string, unknown>][] = [];
  const ran = await queueImageJobsEarly(
    {
      staticQueryComponents: new Map([
        ["sq1", { query: "{ settings { ogImage { childImageSharp { resize } } } }" }],
        ["sq2", { query: "{ site { siteMetadata { siteUrl } } }" }],
      ]),
      components: new Map([
        ["package.tsx", { query: "query ($slug: String!) { pkg { image { childImageSharp { gatsbyImageData } } } }" }],
        ["terms.tsx", { query: "query { terms { text } }" }],
      ]),
      pages: new Map([
        ["/packages/goa", { path: "/packages/goa", componentPath: "package.tsx", context: { slug: "goa", locale: "en" } }],
        ["/terms", { path: "/terms", componentPath: "terms.tsx", context: {} }],
      ]),
    },
    async (query, variables) => {
      calls.push([query, variables]);
      return {};
    },
    true,
  );
  expect(ran).toBe(2);
  expect(calls.map(([q]) => q)).toEqual([expect.stringContaining("ogImage"), expect.stringContaining("pkg")]);
  expect(calls[1][1]).toMatchObject({ path: "/packages/goa", slug: "goa", locale: "en" });
});

it("runs nothing on a warm build (the earlier build's images are there)", async () => {
  const run = jest.fn(async () => ({}));
  const page = { path: "/", componentPath: "index.tsx", context: {} };
  const state = {
    staticQueryComponents: new Map(),
    components: new Map([["index.tsx", { query: "{ a { childImageSharp { gatsbyImageData } } }" }]]),
    pages: new Map([["/", page]]),
  };
  expect(await queueImageJobsEarly(state, run, false)).toBe(0);
  expect(run).not.toHaveBeenCalled();
});
