import fs from "node:fs";
import path from "node:path";
import type { Settings } from "../../model/content";

/** The few settings gatsby-config needs before the data layer exists (the manifest's names). */
export function readSettings(contentDir: string): Pick<Settings, "name" | "shortName" | "description"> {
  const file = path.join(contentDir, "settings.json");
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (e) {
    throw new Error(`content/settings.json: cannot be read (${(e as Error).message})`);
  }
}
