/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
// The TOML reader Netlify's own parsers use (a dependency of @netlify/headers-parser).
import TOML from "@iarna/toml";

// netlify.toml must build the site the way package.json does, publish what Gatsby writes, and run
// the Node version the project is developed on (.nvmrc), inside package.json's engines.
const root = path.resolve(__dirname, "..", "..", "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const manifest = JSON.parse(read("package.json")) as { scripts: Record<string, string>; engines: { node: string } };
const netlify = TOML.parse(read("netlify.toml")) as unknown as {
  build: { command: string; publish: string; environment: Record<string, string> };
  plugins: { package: string }[];
};

describe("netlify.toml", () => {
  it("runs the project's build script, which runs gatsby build", () => {
    const script = /^npm run ([\w:-]+)$/.exec(netlify.build.command)?.[1] ?? "";
    expect(manifest.scripts[script]).toMatch(/\bgatsby build\b/);
  });

  it("publishes public/, where gatsby build writes the site", () => {
    expect(path.normalize(netlify.build.publish)).toBe("public");
  });

  it("builds on the Node version of .nvmrc, a major version package.json's engines allow", () => {
    const nvmrc = read(".nvmrc").trim().replace(/^v/, "");
    expect(netlify.build.environment.NODE_VERSION).toBe(nvmrc);
    const major = Number(nvmrc.split(".")[0]);
    const [, min, max] = /^>=(\d+) <(\d+)$/.exec(manifest.engines.node) ?? [];
    expect(major >= Number(min) && major < Number(max)).toBe(true);
  });

  it("turns Gatsby's telemetry off on the host", () => {
    expect(netlify.build.environment.GATSBY_TELEMETRY_DISABLED).toBe("1");
  });
});

describe("the build cache on Netlify", () => {
  it("keeps Gatsby's .cache and public between builds, through the site's own build plugin", async () => {
    const local = netlify.plugins.map((p) => p.package).filter((p) => p.startsWith("./"));
    expect(local).toEqual(["./netlify/build-cache"]);
    expect(read("netlify/build-cache/manifest.yml")).toMatch(/^name: build-cache$/m);
    const plugin = (await import(path.join(root, local[0], "index.js"))) as Record<string, (ctx: unknown) => Promise<void>>;
    const calls: string[] = [];
    const cache = {
      restore: async (dirs: string[]) => calls.push(`restore ${dirs.join(" ")}`) > 0,
      save: async (dirs: string[]) => calls.push(`save ${dirs.join(" ")}`) > 0,
    };
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    await plugin.onPreBuild({ utils: { cache } });
    await plugin.onPostBuild({ utils: { cache } });
    log.mockRestore();
    expect(calls).toEqual(["restore .cache public", "save .cache public"]);
  });

  it("is not left to Gatsby's Netlify adapter, which would move page files and add headers", async () => {
    const { default: config } = await import("../../../gatsby-config");
    expect(config.adapter?.name).toBe("static-files");
    expect(config.adapter?.cache).toBeUndefined();
  });
});

describe("the daily rebuild", () => {
  const workflow = read(".github/workflows/daily-rebuild.yml");

  it("runs every day five minutes after midnight in India, and posts to the build hook kept in a secret", () => {
    const [, minute, hour] = workflow.match(/^\s+- cron: "(\d+) (\d+) \* \* \*"$/m) ?? [];
    // GitHub's schedule is in UTC; India is UTC+05:30 all year.
    const india = (Number(hour) * 60 + Number(minute) + 330) % 1440;
    expect(india).toBe(5);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template.
    expect(workflow).toContain("${{ secrets.NETLIFY_BUILD_HOOK_URL }}");
    expect(workflow).toMatch(/curl [^\n]*-X POST[^\n]*"\$HOOK/);
  });

  it("holds no hook address itself", () => {
    expect(workflow).not.toMatch(/build_hooks\/|https:\/\/api\./);
  });
});
