// Measurement for docs/decisions/0001: the starter removed from a built site, as if Gatsby had written the page.
import fs from "node:fs";
import { htmlFiles, writeHeaders } from "../../../scripts/lib/security-headers";
const dir = process.argv[2];
let n = 0;
for (const file of htmlFiles(dir)) {
  const html = fs.readFileSync(file, "utf8");
  const out = html.replace(/<script id="start-app">[\s\S]*?\)\((\[[^\]]*\])\);<\/script>/, (_m, list: string) => { n++; return (JSON.parse(list) as string[]).map((s) => `<script src="${s}" async></script>`).join(""); });
  fs.writeFileSync(file, out);
}
console.log("pages restored", n, writeHeaders(dir, "static/_headers"));
