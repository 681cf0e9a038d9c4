// Measurement for docs/decisions/0001: the starter removed from a built site, as if Gatsby had written the page.
import fs from "node:fs";
import { htmlFiles } from "../../../scripts/lib/html-files";
import { writeHeaders } from "../../../plugins/gatsby-plugin-security-headers/security-headers";
const dir = process.argv[2];
let n = 0;
for (const file of htmlFiles(dir)) {
  const html = fs.readFileSync(file, "utf8");
  const start = /<script type="application\/json">([^<]*)<\/script><script id="start-app">[\s\S]*?<\/script>/.exec(html);
  if (!start) continue;
  const { pagePath, scripts } = JSON.parse(start[1]) as { pagePath: string; scripts: string[] };
  n++;
  const out = html.replace(
    start[0],
    () =>
      `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>${scripts.map((s) => `<script src="${s}" async></script>`).join("")}`,
  );
  fs.writeFileSync(file, out);
}
console.log("pages restored", n, writeHeaders(dir, "static/_headers"));
