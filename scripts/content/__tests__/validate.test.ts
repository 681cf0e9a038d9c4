/** @jest-environment node */
import fs from "node:fs";
import { z } from "zod";
import { fileSchemas, folderSchemas, image, markdownFolders, sitePath, slug, text } from "../../../model";
import { imageInfo, validateContent } from "../validate";
import { contentCopy } from "../__fixtures__/content-copy";

// Each test copies the real content/ to a temporary folder, breaks one thing and reads the report.
const routes = ["/", "/about/team", "/about/testimonials", "/about/story", "/gallery", "/services", "/packages", "/guides", "/offers", "/contact"];
const copy = contentCopy(routes);
const { read, write, edit, report } = copy;
/** A change to a value every language shares (an image, a link): made in the translation too, as the editor does. */
const editEverywhere = copy.editBoth;
const firstService = () => fs.readdirSync(copy.file("services")).sort()[0];

/** A guide's Markdown file, changed as text: (file text) -> new text. */
const editText = (file: string, change: (text: string) => string) => fs.writeFileSync(copy.file(file), change(fs.readFileSync(copy.file(file), "utf8")));

describe("guides (content/guides/*.md)", () => {
  it("names a guide that leads to a package that does not exist", () => {
    editText("guides/ladakh.md", (t) => t.replace(/^packages: \[.*\]$/m, "packages: [ladakh-road-trip, ladakh-by-bike]"));
    editText("hi/guides/ladakh.md", (t) => t.replace(/^packages: \[.*\]$/m, "packages: [ladakh-road-trip, ladakh-by-bike]"));
    expect(report().errors).toEqual([
      expect.stringMatching(/^content\/guides\/ladakh\.md › packages › item 2: unknown package "ladakh-by-bike" \(known: .*ladakh-road-trip/),
    ]);
  });

  it("names the line of a heading that skips a level, a link to no page and a photo that is not there, in either language", () => {
    editText(
      "guides/goa.md",
      (t) => `${t}\n#### Too deep\n\nSee [the beach page](/packages/domestic/goa-beaches).\n\n![A beach](../images/no-such-photo.jpg)\n`,
    );
    editText("hi/guides/goa.md", (t) => `${t}\n[संपर्क](/hi/contact-us)\n`);
    const lines = (file: string) => fs.readFileSync(copy.file(file), "utf8").split("\n");
    const lineOf = (file: string, start: string) => lines(file).findIndex((l) => l.startsWith(start)) + 1;
    expect(report().errors).toEqual([
      `content/guides/goa.md › line ${lineOf("guides/goa.md", "#### Too deep")}: "#### Too deep" skips a level; after ## comes ### at most`,
      `content/guides/goa.md › line ${lineOf("guides/goa.md", "See [the beach")}: link "/packages/domestic/goa-beaches" leads to no page`,
      `content/guides/goa.md › line ${lineOf("guides/goa.md", "![A beach]")}: photo "../images/no-such-photo.jpg" does not exist`,
      `content/hi/guides/goa.md › line ${lineOf("hi/guides/goa.md", "[संपर्क]")}: link "/hi/contact-us" leads to no page`,
    ]);
  });

  it("lets a guide go live in English first: a missing Hindi file only warns", () => {
    fs.rmSync(copy.file("hi", "guides", "bali.md"));
    const { errors, warnings } = report();
    expect(errors).toEqual([]);
    expect(warnings).toContain("content/hi/guides/bali.md: not translated yet; the English page is published alone until this file exists");
  });

  it("keeps a translation's front matter as in English, apart from its text", () => {
    editText("hi/guides/kerala.md", (t) => t.replace(/^order: \d+$/m, "order: 9"));
    expect(report().errors).toEqual([
      expect.stringMatching(/^content\/hi\/guides\/kerala\.md › order: 9, but the English file has \d+: this field is the same in every language$/),
    ]);
  });
});

describe("content validation", () => {
  it("accepts the shipped content, warning only about packages not translated yet, with no link to Service Not Found", () => {
    const { errors, warnings, launch } = report();
    expect(errors).toEqual([]);
    // A package may go live in English first (content/README.md "Adding a package").
    const englishFirst = /^content\/hi\/packages\/[^/]+\.json: not translated yet;/;
    expect(warnings.filter((w) => !englishFirst.test(w))).toEqual([]);
    expect(launch).toEqual([]);
  });

  it("lists for the launch a home card that leads to Service Not Found", () => {
    editEverywhere("home-services.json", (cards) => (cards[0].link = "/services/adventure-tours"));
    const { errors, launch } = report();
    expect(errors).toEqual([]);
    expect(launch).toEqual([
      expect.stringMatching(/^content\/home-services\.json › entry 1 \(.+\) › link: "\/services\/adventure-tours" lands on Service Not Found; point it at/),
    ]);
  });

  it("names file and field when a service has the wrong number of FAQs", () => {
    const file = `services/${firstService()}`;
    edit(file, (s) => s.faqs.push({ question: "Extra?", answer: "Yes." }));
    expect(report().errors).toEqual([`content/${file} › faqs: expected exactly 2 items, found 3`]);
  });

  it("reports a missing field and a misspelt one", () => {
    const file = `services/${firstService()}`;
    edit(file, (s) => {
      s.shortDescripton = s.shortDescription;
      delete s.shortDescription;
    });
    expect(report().errors).toEqual([
      `content/${file} › shortDescription: is required but missing`,
      `content/${file}: unknown field "shortDescripton" (misspelt?)`,
    ]);
  });

  it("names the entry of a list file whose image does not exist", () => {
    editEverywhere("gallery.json", (g) => (g[3].image = "images/no-such-photo.jpg"));
    const title = read("gallery.json")[3].title;
    expect(report().errors).toEqual([`content/gallery.json › entry 4 (${title}) › image: file "images/no-such-photo.jpg" does not exist`]);
  });

  it("rejects an unknown icon name", () => {
    edit("stats.json", (s) => (s[0].icon = "rocket"));
    expect(report().errors).toEqual([
      expect.stringMatching(/^content\/stats\.json › entry 1 \(.+\) › icon: unknown icon "rocket" \(the icon names are listed in content\/README\.md\)$/),
    ]);
  });

  it("rejects a malformed phone number and a link that is not https", () => {
    edit("settings.json", (s) => {
      s.phone.e164 = "98765-43210";
      s.socials[0].url = "http://example.com/";
    });
    const { errors } = report();
    expect(errors).toContain('content/settings.json › phone › e164: must be a phone number like "+919876543210", found "98765-43210"');
    expect(errors).toContainEqual(expect.stringMatching(/^content\/settings\.json › socials › item 1 › url: must be an https:\/\/ address/));
  });

  it("rejects duplicate service slugs and packages in an unknown category", () => {
    const [a, b] = fs.readdirSync(copy.file("services")).sort();
    const slug = read(`services/${a}`).slug;
    edit(`services/${b}`, (s) => (s.slug = slug));
    const pkg = fs.readdirSync(copy.file("packages")).sort()[0];
    edit(`packages/${pkg}`, (p) => (p.category = "space"));
    const { errors } = report();
    expect(errors).toContain(`content/services/${b} › slug: duplicate service slug "${slug}" (also in content/services/${a})`);
    expect(errors).toContainEqual(expect.stringMatching(new RegExp(`^content/packages/${pkg} › category: unknown package category "space"`)));
  });

  it("reports a file that is not valid JSON, and a file the site does not read", () => {
    fs.writeFileSync(copy.file("stats.json"), "[{ oops");
    fs.writeFileSync(copy.file("setings.json"), "{}");
    const { errors } = report();
    expect(errors).toContainEqual(expect.stringMatching(/^content\/stats\.json: not valid JSON/));
    expect(errors).toContainEqual(expect.stringMatching(/^content\/setings\.json: unknown content file/));
  });

  it("stops on a link to no page, but only warns about an unknown service", () => {
    edit("hero-slides.json", (s) => (s[0].cta.to = "/packges/domestic"));
    edit("offers.json", (o) => (o[0].link = "/services/river-rafting"));
    const { errors, warnings } = report();
    expect(errors).toContainEqual(
      expect.stringMatching(/^content\/hero-slides\.json › entry 1 \(.+\) › cta › to: link "\/packges\/domestic" leads to no page$/),
    );
    expect(warnings).toContainEqual(expect.stringMatching(/^content\/offers\.json › entry 1 .+ "\/services\/river-rafting" is not a known service/));
  });

  it("checks counts the brief fixes: 12 gallery photos, 5 highlights", () => {
    edit("gallery.json", (g) => g.pop());
    const file = `services/${firstService()}`;
    edit(file, (s) => s.highlights.pop());
    expect(report().errors).toEqual([
      "content/gallery.json: expected exactly 12 items, found 11",
      `content/${file} › highlights: expected exactly 5 items, found 4`,
    ]);
  });

  it("takes reviews as they come: a tenth one, in both languages, is valid", () => {
    for (const file of ["testimonials.json", "hi/testimonials.json"]) edit(file, (t) => t.push({ ...t[3], number: 10 }));
    expect(report().errors).toEqual([]);
  });

  it("requires a photo credit for every photo in content/images/", () => {
    fs.copyFileSync(copy.file("images", "calm-lake.jpg"), copy.file("images", "new-photo.jpg"));
    expect(report().errors).toEqual(["content/images/new-photo.jpg: no entry in content/photo-credits.json; add one with its author, licence and source"]);
  });

  it("rejects a photo credit naming a file or folder that is not in content/images/", () => {
    const credits = read("photo-credits.json");
    const i = credits.findIndex((c: { file: string }) => c.file === "calm-lake.jpg");
    const j = credits.findIndex((c: { file: string }) => c.file === "portraits/");
    editEverywhere("photo-credits.json", (c) => (c[i].file = "calm-lak.jpg"));
    expect(report().errors).toEqual([
      "content/images/calm-lake.jpg: no entry in content/photo-credits.json; add one with its author, licence and source",
      `content/photo-credits.json › entry ${i + 1} › file: no file "calm-lak.jpg" in content/images/`,
    ]);
    editEverywhere("photo-credits.json", (c) => {
      c[i].file = "calm-lake.jpg";
      c.push({ ...c[j], file: "portrait/" });
    });
    expect(report().errors).toEqual([`content/photo-credits.json › entry ${credits.length + 1} › file: no folder "portrait/" in content/images/`]);
  });

  it("rejects an image outside content/images/", () => {
    fs.copyFileSync(copy.file("images", "calm-lake.jpg"), copy.file("calm-lake.jpg"));
    editEverywhere("gallery.json", (g) => (g[3].image = "calm-lake.jpg"));
    const title = read("gallery.json")[3].title;
    expect(report().errors).toEqual([
      `content/gallery.json › entry 4 (${title}) › image: file "calm-lake.jpg" is not in content/images/ (images live there; see content/README.md)`,
    ]);
  });

  it("rejects a hero image narrower than 1600 px", () => {
    editEverywhere("pages.json", (p) => (p[0].image = "images/portraits/amit-gupta.png"));
    const title = read("pages.json")[0].title.slice(0, 40);
    expect(report().errors).toEqual([
      `content/pages.json › entry 1 (${title}) › image: "images/portraits/amit-gupta.png" is 400 px wide; a hero image needs at least 1600 px`,
    ]);
  });

  it("rejects a photo over 2400 px on its long side, read from the file's header", () => {
    expect(imageInfo(copy.file("images", "summit-sunrise.jpg"))).toEqual({ width: 1920, height: 1280 });
    const header = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(header);
    header.writeUInt32BE(3000, 16);
    header.writeUInt32BE(2000, 20);
    fs.writeFileSync(copy.file("images", "huge.png"), header);
    editEverywhere("photo-credits.json", (c) => c.push({ ...c[0], file: "huge.png" }));
    expect(report().errors).toEqual(["content/images/huge.png: 3000 × 2000 px; photos must be at most 2400 px on the long side"]);
  });

  it("rejects a photo that is not a JPEG or PNG", () => {
    fs.writeFileSync(copy.file("images", "sunset.webp"), Buffer.from("RIFF\0\0\0\0WEBPVP8 "));
    editEverywhere("photo-credits.json", (c) => c.push({ ...c[0], file: "sunset.webp" }));
    expect(report().errors).toEqual([
      "content/images/sunset.webp: not a JPEG or PNG file; add photos as .jpg or .png (the build makes the AVIF and WebP copies itself)",
    ]);
  });
});

describe("fields the check finds through the model, under names it has never seen", () => {
  // A new folder of the model whose image and link fields have new names: the model's kinds
  // (image, sitePath) are all the check needs to follow them.
  const model = {
    files: fileSchemas,
    folders: { ...folderSchemas, posts: z.strictObject({ slug, title: text, cover: image, readNext: sitePath }) },
    markdown: markdownFolders,
  };
  const post = (data: object) => {
    for (const dir of ["posts", "hi/posts"]) {
      fs.mkdirSync(copy.file(dir), { recursive: true });
      write(`${dir}/lake.json`, { slug: "lake", title: "The lake", cover: "../images/calm-lake.jpg", readNext: "/gallery", ...data });
    }
  };
  const errors = () => validateContent({ contentDir: copy.dir, routes, root: copy.root, model }).errors;

  it("accepts a post whose cover exists and whose link leads to a page", () => {
    post({});
    expect(errors()).toEqual([]);
  });

  it("reports a cover image that does not exist and a link that leads nowhere", () => {
    post({ cover: "../images/no-such-photo.jpg", readNext: "/galery" });
    expect(errors()).toEqual([
      'content/posts/lake.json › cover: file "../images/no-such-photo.jpg" does not exist',
      'content/posts/lake.json › readNext: link "/galery" leads to no page',
    ]);
  });
});

describe("the Hindi translation (content/hi/)", () => {
  it("is complete: a missing file and an extra one are named", () => {
    const file = `services/${firstService()}`;
    fs.rmSync(copy.file("hi", file));
    fs.writeFileSync(copy.file("hi", "services", "rafting.json"), "{}");
    expect(report().errors).toEqual([
      `content/hi/${file}: missing; every file of content/services/ needs its hi translation here`,
      "content/hi/services/rafting.json: no English file content/services/rafting.json to translate; remove it or add the English one",
    ]);
  });

  it("has the same entries, named by entry and field", () => {
    edit("hi/gallery.json", (g) => g.pop());
    edit(`hi/services/${firstService()}`, (s) => s.inclusions.pop());
    const errors = report().errors;
    expect(errors).toContainEqual("content/hi/gallery.json: expected exactly 12 items, found 11");
    expect(errors).toContainEqual(
      expect.stringMatching(/^content\/hi\/services\/.+ › inclusions: \d+ items, but the English file has \d+: each item is translated in the same order$/),
    );
  });

  it("keeps every value that is not text as in English: slugs, prices, images, links", () => {
    const pkg = fs.readdirSync(copy.file("hi", "packages")).sort()[0];
    edit(`hi/packages/${pkg}`, (p) => (p.days += 1));
    edit("hi/navigation.json", (n) => (n[0].to = "/hi"));
    edit(`hi/services/${firstService()}`, (s) => (s.slug = "samudra-tat"));
    const errors = report().errors;
    expect(errors).toContainEqual(
      expect.stringMatching(new RegExp(`^content/hi/packages/${pkg} › days: \\d+, but the English file has \\d+: this field is the same in every language$`)),
    );
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^content\/hi\/navigation\.json › entry 1 \(.+\) › to: "\/hi", but the English file has "\/": this field is the same in every language$/,
      ),
    );
    expect(errors).toContainEqual(expect.stringMatching(/^content\/hi\/services\/.+ › slug: "samudra-tat", but the English file has "[a-z-]+"/));
    expect(errors).toHaveLength(3);
  });

  it("translates optional fields where English has them, and only there", () => {
    edit("hi/navigation.json", (n) => delete n.find((item: { overviewLabel?: string }) => item.overviewLabel).overviewLabel);
    expect(report().errors).toEqual([
      expect.stringMatching(
        /^content\/hi\/navigation\.json › entry \d+ \(.+\) › overviewLabel: missing: the English file has it; translate it or remove it from both$/,
      ),
    ]);
  });

  it("is checked against the same model as English", () => {
    edit("hi/pages.json", (p) => (p[0].title = "क".repeat(61)));
    expect(report().errors).toEqual([expect.stringMatching(/^content\/hi\/pages\.json › entry 1 \(.+\) › title: /)]);
  });
});
