/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { contentFiles, demoAddresses, launchCheck } from "../launch-check";
import { staticRoutes, validateContent } from "../validate";

const projectRoot = path.join(__dirname, "..", "..", "..");
const realContent = path.join(projectRoot, "content");
const readReal = (file: string) => JSON.parse(fs.readFileSync(path.join(realContent, file), "utf8"));

/** Where each placeholder portrait of the shipped content should be reported, counted from the files. */
function expectedPortraits(): string[] {
  const at: string[] = [];
  if (readReal("founder.json").placeholderPortrait === true) at.push("content/founder.json › placeholderPortrait: ");
  readReal("testimonials.json").forEach((t: { name: string; placeholderPortrait: boolean }, i: number) => {
    if (t.placeholderPortrait === true) at.push(`content/testimonials.json › entry ${i + 1} (${t.name}) › placeholderPortrait: `);
  });
  for (const f of fs
    .readdirSync(path.join(realContent, "team"))
    .filter((n) => n.endsWith(".json"))
    .sort()) {
    if (readReal(`team/${f}`).placeholderPortrait === true) at.push(`content/team/${f} › placeholderPortrait: `);
  }
  return at;
}

/** The demo reviews' links on www.example.com, once each (the Hindi file shares them). */
function expectedReviewLinks(): string[] {
  return readReal("testimonials.json").flatMap((t: { name: string; link?: string }, i: number) =>
    t.link ? [`content/testimonials.json › entry ${i + 1} (${t.name}) › link: "${t.link}" is a demo link (reserved domain example.com)`] : [],
  );
}

describe("launch check on the shipped demo content", () => {
  const findings = launchCheck({ contentDir: realContent });
  const settings = readReal("settings.json");

  it("flags the sample privacy notice, booking terms and grievance officer", () => {
    expect(findings).toContainEqual(expect.stringMatching(/^content\/privacy\.json › demo: the privacy notice is the sample site's/));
    expect(findings).toContainEqual(expect.stringMatching(/^content\/booking-terms\.json › demo: the booking terms are the sample site's/));
    expect(findings).toContainEqual(expect.stringMatching(/^content\/settings\.json › grievance › demo: the grievance officer is a demo value/));
    expect(findings).toContainEqual(expect.stringMatching(/^content\/settings\.json › grievance › email: "grievance@.+" is a demo e-mail address/));
  });

  it("flags the demo company identifiers", () => {
    expect(settings.identifiers.demo).toBe(true);
    expect(findings).toContainEqual(expect.stringMatching(/^content\/settings\.json › identifiers › demo: .*demo values/));
  });

  it("flags the .example e-mail address and designer link, naming the value and the fix", () => {
    expect(findings).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^content/settings\\.json › email: "${settings.email.replace(/\./g, "\\.")}" is a demo e-mail address \\(reserved domain \\.example\\); replace it`,
        ),
      ),
    );
    expect(findings).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^content/settings\\.json › designer › url: "${settings.designer.url.replace(/\./g, "\\.")}" is a demo link \\(reserved domain \\.example\\); replace it`,
        ),
      ),
    );
  });

  it("flags each placeholder portrait once, with a hint", () => {
    const expected = expectedPortraits();
    expect(expected.length).toBeGreaterThan(0);
    const portraits = findings.filter((f) => f.includes("› placeholderPortrait: "));
    expect(portraits).toHaveLength(expected.length);
    for (const prefix of expected) {
      expect(portraits).toContainEqual(expect.stringMatching(new RegExp(`^${prefix.replace(/[.()]/g, "\\$&")}.*set placeholderPortrait to false$`)));
    }
  });

  it("flags the sample site's deposit payment page", () => {
    expect(findings).toContainEqual(
      expect.stringMatching(/^content\/packages\/[a-z-]+\.json › deposit › demo: the deposit's payment page is the sample site's/),
    );
  });

  it("flags each demo review's link once", () => {
    const expected = expectedReviewLinks();
    expect(expected.length).toBeGreaterThan(0);
    for (const line of expected) expect(findings).toContainEqual(expect.stringContaining(line));
    expect(findings.filter((f) => f.includes("testimonials.json") && f.includes("› link: "))).toHaveLength(expected.length);
  });

  it("flags every sample review: the site's own markup and pages must not pass them for travellers'", () => {
    const reviews = readReal("testimonials.json") as { name: string; sample?: boolean }[];
    expect(reviews.every((r) => r.sample)).toBe(true);
    const samples = findings.filter((f) => /^content\/testimonials\.json › entry \d+ \(.+\) › sample: a sample review/.test(f));
    expect(samples).toHaveLength(reviews.length);
  });

  it("lists each count of the company's record for the company to confirm, with what it counts and when", () => {
    const stats = readReal("stats.json") as { value?: number }[];
    const counted = stats.filter((s) => s.value !== undefined);
    expect(counted.length).toBe(3);
    expect(findings.filter((f) => /^content\/stats\.json › entry \d+ \(.+\) › demo: this count is the sample site's/.test(f))).toHaveLength(counted.length);
  });

  it("finds nothing else", () => {
    // E-mail, designer link, identifiers; privacy notice, booking terms, grievance officer and address; the deposit's
    // payment page; the sample reviews and the counts.
    const reviews = (readReal("testimonials.json") as unknown[]).length;
    expect(findings).toHaveLength(8 + expectedPortraits().length + expectedReviewLinks().length + reviews + 3);
  });
});

describe("launch check on content made ready for launch", () => {
  let root: string;
  let content: string;
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(content, file), "utf8"));
  const write = (file: string, data: unknown) => fs.writeFileSync(path.join(content, file), JSON.stringify(data, null, 2));

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "content-launch-"));
    content = path.join(root, "content");
    fs.cpSync(realContent, content, { recursive: true });
    // Shared values change in every language (the check requires it; the editor does it).
    for (const file of ["settings.json", "hi/settings.json"]) {
      const settings = read(file);
      settings.email = "hello@summitandseaholidays.in";
      settings.designer.url = "https://www.summitandseaholidays.in/";
      settings.identifiers.demo = false;
      settings.identifiers.note = file.startsWith("hi/") ? "दिल्ली में पंजीकृत।" : "Registered in Delhi.";
      settings.grievance = { ...settings.grievance, email: "privacy@summitandseaholidays.in", demo: false };
      write(file, settings);
    }
    // The privacy notice and booking terms, checked for the company.
    for (const file of ["privacy.json", "hi/privacy.json", "booking-terms.json", "hi/booking-terms.json"]) write(file, { ...read(file), demo: false });
    // The reviews' real addresses, each on its own source's site, the same in every language.
    for (const file of ["testimonials.json", "hi/testimonials.json"]) {
      write(
        file,
        read(file).map((t: { link?: string; source: string }, i: number) =>
          !t.link
            ? t
            : t.source === "google"
              ? { ...t, link: `https://maps.app.goo.gl/review${1000 + i}` }
              : { ...t, link: `https://www.tripadvisor.in/ShowUserReviews-g304551-r${1000 + i}.html` },
        ),
      );
    }
    // Real photos would replace the illustrations; the flag is what the check reads.
    const unflag = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(unflag)
        : v && typeof v === "object"
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === "placeholderPortrait" ? false : unflag(x)]))
          : v;
    for (const abs of contentFiles(content)) {
      for (const file of [path.relative(content, abs), path.join("hi", path.relative(content, abs))]) {
        if (fs.existsSync(path.join(content, file))) write(file, unflag(read(file)));
      }
    }
    // The company's own reviews would replace the samples, and its own counts the sample's.
    for (const file of ["testimonials.json", "hi/testimonials.json"]) {
      write(
        file,
        read(file).map((t: Record<string, unknown>) => ({ ...t, sample: false })),
      );
    }
    for (const file of ["stats.json", "hi/stats.json"])
      write(
        file,
        read(file).map((s: Record<string, unknown>) => ({ ...s, demo: false })),
      );
    // The company's own payment page would replace the sample's.
    for (const file of ["packages", "hi/packages"].flatMap((dir) => fs.readdirSync(path.join(content, dir)).map((f) => `${dir}/${f}`))) {
      const pkg = read(file);
      if (pkg.deposit) write(file, { ...pkg, deposit: { ...pkg.deposit, demo: false } });
    }
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("finds nothing, and the replacements pass the normal check", () => {
    expect(launchCheck({ contentDir: content })).toEqual([]);
    // The same validation errors as the shipped content (none when it is valid): the new values are accepted.
    const routes = staticRoutes(path.join(projectRoot, "src", "pages"));
    expect(validateContent({ contentDir: content, routes }).errors).toEqual(validateContent({ contentDir: realContent, routes }).errors);
  });

  it("also accepts identifiers without the demo field", () => {
    const settings = read("settings.json");
    delete settings.identifiers.demo;
    write("settings.json", settings);
    expect(launchCheck({ contentDir: content })).toEqual([]);
  });

  it("reads a translation's own words, not the values it shares with English", () => {
    const pages = read("hi/pages.json");
    pages[0].heroText = "हमें trips@mail.example.org पर लिखें";
    write("hi/pages.json", pages);
    expect(launchCheck({ contentDir: content })).toEqual([
      expect.stringMatching(/^content\/hi\/pages\.json › entry 1 \(.+\) › heroText: "trips@mail\.example\.org" is a demo e-mail address/),
    ]);
  });

  it("flags a reserved-domain address in any string of any file, in a sub-folder too", () => {
    const pages = read("pages.json");
    pages[0].heroText = "Write to trips@mail.example.org or see http://localhost:8000/x";
    write("pages.json", pages);
    const pkg = fs.readdirSync(path.join(content, "packages")).sort()[0];
    const p = read(`packages/${pkg}`);
    p.inclusions.push("Details at https://booking.test/ride");
    write(`packages/${pkg}`, p);
    const findings = launchCheck({ contentDir: content });
    expect(findings).toHaveLength(3);
    expect(findings[0]).toMatch(
      /^content\/pages\.json › entry 1 \(.+\) › heroText: "trips@mail\.example\.org" is a demo e-mail address \(reserved domain example\.org\)/,
    );
    expect(findings[1]).toMatch(
      /^content\/pages\.json › entry 1 \(.+\) › heroText: "http:\/\/localhost:8000\/x" is a demo link \(reserved domain \.localhost\)/,
    );
    expect(findings[2]).toMatch(new RegExp(`^content/packages/${pkg} › inclusions › item \\d+: "https://booking\\.test/ride" is a demo link`));
  });
});

describe("demoAddresses", () => {
  it.each([
    ["a@b.example", ".example"],
    ["https://example.com/", "example.com"],
    ["https://www.example.net/page", "example.net"],
    ["mailto:x@example.org", "example.org"],
    ["https://shop.test", ".test"],
    ["nobody@nowhere.invalid", ".invalid"],
    ["http://app.localhost:3000/", ".localhost"],
    ["HTTPS://WWW.EXAMPLE.COM/", "example.com"],
  ])("flags %s", (value, domain) => {
    expect(demoAddresses(value).map((d) => d.domain)).toEqual([domain]);
  });

  it.each(["https://www.examples.com/", "hello@example.co.in", "https://contest.in/", "https://www.facebook.com/", "Treks to the example peak, test rides"])(
    "leaves %s alone",
    (value) => {
      expect(demoAddresses(value)).toEqual([]);
    },
  );
});

describe("npm run check:content", () => {
  const run = (...args: string[]) => spawnSync("npx", ["tsx", "scripts/check-content.ts", ...args], { cwd: projectRoot, encoding: "utf8", timeout: 120_000 });

  it("with --launch lists the demo values and exits 1", () => {
    const { status, stderr } = run("--launch");
    expect(status).toBe(1);
    const lines = stderr.split("\n").filter((l) => l.startsWith("launch: "));
    expect(lines).toHaveLength(8 + expectedPortraits().length + expectedReviewLinks().length + readReal("testimonials.json").length + 3);
    expect(lines).toContainEqual(expect.stringMatching(/^launch: content\/settings\.json › email: /));
    expect(lines).toContainEqual(expect.stringMatching(/^launch: content\/settings\.json › designer › url: /));
    expect(lines).toContainEqual(expect.stringMatching(/^launch: content\/settings\.json › identifiers › demo: /));
    for (const prefix of expectedPortraits()) expect(lines.some((l) => l.startsWith(`launch: ${prefix}`))).toBe(true);
    expect(stderr).toMatch(/demo values? still live/);
  }, 120_000);

  it("without the flag checks only validity and exits 0", () => {
    const { status, stdout, stderr } = run();
    expect(status).toBe(0);
    expect(stdout).toContain("Content is valid");
    expect(stderr).not.toContain("launch: ");
  }, 120_000);
});
