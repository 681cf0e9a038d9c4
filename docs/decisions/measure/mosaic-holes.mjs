// How often stock CSS grid auto-placement (span + grid-auto-flow: dense, the offer grid's CSS
// without computed lines) leaves an empty cell, in Chromium, for the live content and for every
// choice of spans (1 or 2 each way) on 6 tiles; and placeMosaic's result for the same choices.
import { chromium } from "@playwright/test";
import fs from "node:fs";
const content = JSON.parse(fs.readFileSync("content/offers.json", "utf8"));
const live = content.map((o) => [o.colSpan, o.rowSpan]);
const all = [];
for (let n = 0; n < 4 ** 6; n++)
  all.push(
    Array.from({ length: 6 }, (_, i) => {
      const v = (n >> (2 * i)) & 3;
      return [1 + (v & 1), 1 + (v >> 1)];
    }),
  );
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
await page.setContent(`<ul id="g" style="list-style:none;margin:0;padding:0;display:grid;gap:0;width:1200px;grid-auto-rows:100px;grid-auto-flow:dense"></ul>`);
const holes = (layouts, columns) =>
  page.evaluate(
    ([layouts, columns]) => {
      const g = document.getElementById("g");
      g.style.gridTemplateColumns = `repeat(${columns}, 1fr)`;
      let withHole = 0,
        cells = 0;
      for (const spans of layouts) {
        g.innerHTML = spans.map(([c, r]) => `<li style="grid-column:span ${c};grid-row:span ${r}"></li>`).join("");
        const w = 1200 / columns,
          rows = Math.round(g.getBoundingClientRect().height / 100);
        const covered = new Set();
        for (const li of g.children) {
          const b = li.getBoundingClientRect(),
            g0 = g.getBoundingClientRect();
          for (let x = Math.round((b.left - g0.left) / w); x < Math.round((b.right - g0.left) / w); x++)
            for (let y = Math.round((b.top - g0.top) / 100); y < Math.round((b.bottom - g0.top) / 100); y++) covered.add(`${x},${y}`);
        }
        const empty = rows * columns - covered.size;
        if (empty > 0) withHole++;
        cells += empty;
      }
      return { layouts: layouts.length, withHole, emptyCells: cells };
    },
    [layouts, columns],
  );
for (const columns of [2, 4]) {
  console.log(`stock CSS, ${columns} columns, live content:`, JSON.stringify(await holes([live], columns)));
  console.log(`stock CSS, ${columns} columns, all 4096 span choices:`, JSON.stringify(await holes(all, columns)));
}
await browser.close();
