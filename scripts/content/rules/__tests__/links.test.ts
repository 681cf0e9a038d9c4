/** @jest-environment node */
import { z } from "zod";
import { httpsUrl, link, sitePath, text } from "../../../../model/primitives";
import { contentOf, entry } from "../__fixtures__/content";
import { linksLeadSomewhere } from "../links";

// Link fields under names the check has never seen: the model says they are site links.
const schema = z.strictObject({ title: text, readNext: sitePath, menu: z.array(link), website: httpsUrl, to: text.optional() });
const check = (data: object) =>
  linksLeadSomewhere(
    contentOf({
      pageRoutes: ["/", "/gallery"],
      folders: { services: [{ file: "content/services/beach.json", data: { slug: "beach" } }] } as never,
      entries: [entry("posts/one.json", schema, { title: "One", menu: [], website: "https://example.org/", ...data })],
    }),
  );

describe("links lead somewhere", () => {
  it("follows a site link field by its kind, whatever its name, and names one leading nowhere", () => {
    expect(check({ readNext: "/galery" }).errors).toEqual(['content/posts/one.json › readNext: link "/galery" leads to no page']);
  });

  it("accepts a page of src/pages or of the content, with a query, anchor or trailing slash", () => {
    const menu = [
      { label: "Beach", to: "/services/beach/" },
      { label: "Home", to: "/?from=menu" },
    ];
    expect(check({ readNext: "/gallery#top", menu })).toEqual({ errors: [], warnings: [], launch: [] });
  });

  it("only warns about an unknown service, lists it for the launch check, and leaves other kinds of field alone", () => {
    const { errors, warnings, launch } = check({ readNext: "/gallery", menu: [{ label: "Rafting", to: "/services/rafting" }], to: "/nowhere" });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      'content/posts/one.json › menu › item 1 › to: "/services/rafting" is not a known service; visitors will see Service Not Found with the closest match',
    ]);
    expect(launch).toEqual([
      'content/posts/one.json › menu › item 1 › to: "/services/rafting" lands on Service Not Found; point it at a service, a theme or a package that exists',
    ]);
  });
});
