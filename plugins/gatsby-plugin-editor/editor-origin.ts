import fs from "node:fs";
import path from "node:path";
import { writeAdminFiles } from "./admin-files";
import { editorSiteHeaders, writePagePolicies } from "../gatsby-plugin-security-headers/security-headers";

// The editor at an origin of its own (docs/decisions/0043-the-editor-at-its-own-origin.md). Sveltia
// CMS keeps an editor's GitHub token in localStorage, which every script of the same origin can
// read: on the public site's origin, one script slipping into a public page would hold write access
// to the repository. EDITOR_ORIGIN, set on the public site's build, takes the editor off it and
// sends /admin there; `npm run build:editor` builds that origin's site from the same repository.

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The editor site's origin from EDITOR_ORIGIN ("https://edit.example.com"), or undefined when unset
 * (the editor stays at /admin/ on the site's own origin). http is taken for this machine only
 * (localhost, 127.0.0.1), to try the two sites with `npm start`. Throws a sentence naming the
 * variable when it is not an origin.
 */
export function editorOrigin(env: Env = process.env): string | undefined {
  const value = env.EDITOR_ORIGIN?.trim();
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  const local = url?.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname);
  if (!url || !(url.protocol === "https:" || local) || url.username || url.password || !/^https?:\/\/[^/?#]+\/?$/.test(value)) {
    throw new Error(
      `EDITOR_ORIGIN: "${value}" is not the editor site's origin; write its https address alone, like https://edit.example.com (README.md, "Editing with forms")`,
    );
  }
  return url.origin;
}

/**
 * The public site's build without the editor: public/admin/ removed, and every address of /admin
 * sent to the editor's origin by forced rules put first in public/_redirects, so no file or rule of
 * the site answers there (the host matches /admin/* at /admin too; /admin is written out all the same).
 */
export function moveEditorAway(publicDir: string, origin: string): void {
  fs.rmSync(path.join(publicDir, "admin"), { recursive: true, force: true });
  const file = path.join(publicDir, "_redirects");
  const rules = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const away =
    "# The editor has a site of its own (EDITOR_ORIGIN, docs/decisions/0043): every address of /admin goes there.\n" +
    `/admin  ${origin}/admin/  301!\n/admin/*  ${origin}/admin/:splat  301!\n\n`;
  fs.writeFileSync(file, away + rules);
}

/**
 * The editor's own site in `outDir`: the editor at /admin/ (its files as the public build writes
 * them), the rules for every response and for the editor from static/_headers (its policy in the
 * page too), a redirect from / to /admin/, and a robots.txt that turns every crawler away. Nothing
 * of the public site is in it.
 */
export function writeEditorSite(root: string, outDir: string, env: NodeJS.ProcessEnv = process.env): void {
  fs.rmSync(outDir, { recursive: true, force: true });
  const admin = path.join(outDir, "admin");
  writeAdminFiles(root, env, admin);
  fs.copyFileSync(path.join(root, "static", "admin", "index.html"), path.join(admin, "index.html"));
  const { headers, editorCsp } = editorSiteHeaders(path.join(root, "static", "_headers"), env);
  fs.writeFileSync(path.join(outDir, "_headers"), headers);
  fs.writeFileSync(path.join(outDir, "_redirects"), "# The editor's site: its one page is /admin/.\n/  /admin/  301\n/admin/index.html  /admin/  301!\n");
  fs.writeFileSync(path.join(outDir, "robots.txt"), "User-agent: *\nDisallow: /\n");
  writePagePolicies(outDir, { editor: editorCsp });
}
