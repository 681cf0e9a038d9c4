import path from "node:path";
import { validateContent } from "./content/validate";
import { launchCheck } from "./content/launch-check";

// Editors' quick check: the same validation `gatsby build` runs first, in a few seconds.
// `npm run check:content -- --launch` also lists the demo values still to replace (content/README.md, "Before launch").
const contentDir = path.resolve(__dirname, "..", "content");
const launch = process.argv.slice(2).includes("--launch");
const { errors, warnings, launch: linksToFix } = validateContent({ contentDir });
const findings = launch ? [...launchCheck({ contentDir }), ...linksToFix] : [];
for (const w of warnings) console.warn(`warning: ${w}`);
for (const e of errors) console.error(`error: ${e}`);
for (const f of findings) console.error(`launch: ${f}`);
if (errors.length) {
  console.error(`\n${errors.length} content error${errors.length === 1 ? "" : "s"}: fix them and run npm run check:content again.`);
}
if (findings.length) {
  const n = findings.length;
  console.error(`${errors.length ? "" : "\n"}${n} demo value${n === 1 ? "" : "s"} still live: replace ${n === 1 ? "it" : "them"} before launch.`);
}
if (!errors.length) console.log(`Content is valid${warnings.length ? ` (${warnings.length} warning${warnings.length === 1 ? "" : "s"})` : ""}.`);
if (errors.length || findings.length) process.exit(1);
if (launch) console.log("Ready for launch: no demo values left.");
