import path from "node:path";
import { validateContent } from "./content/validate";

// Editors' quick check: the same validation `gatsby build` runs first, in a few seconds.
const { errors, warnings } = validateContent({ contentDir: path.resolve(__dirname, "..", "content") });
for (const w of warnings) console.warn(`warning: ${w}`);
for (const e of errors) console.error(`error: ${e}`);
if (errors.length) {
  console.error(`\n${errors.length} content error${errors.length === 1 ? "" : "s"}: fix them and run npm run check:content again.`);
  process.exit(1);
}
console.log(`Content is valid${warnings.length ? ` (${warnings.length} warning${warnings.length === 1 ? "" : "s"})` : ""}.`);
