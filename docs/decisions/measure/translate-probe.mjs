// Page translation probe: text nodes moved into <font> (as Google's widget does) before and after
// each interaction a visitor makes, with the guard as built ("on") or pre-empted ("off").
// Reports uncaught page errors and whether <main> still has content at the end.
import { chromium } from "@playwright/test";
const mode = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const translate = () => {
  const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT); const nodes = [];
  while (w.nextNode()) { const n = w.currentNode; if (n.textContent.trim() && !n.parentElement.closest("script,style,[translate='no'],font")) nodes.push(n); }
  for (const n of nodes) { const o = document.createElement("font"), i = document.createElement("font"); i.textContent = n.textContent + " (hi)"; o.appendChild(i); n.parentNode.replaceChild(o, n); }
};
const results = [];
async function flow(name, viewport, steps) {
  const page = await browser.newPage({ viewport });
  if (mode === "off") await page.addInitScript(() => { Node.prototype.__translationGuard = true; });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message.slice(0, 120)));
  for (const step of steps) { try { await step(page); await page.evaluate(translate); await page.waitForTimeout(150); } catch (e) { errors.push("step " + steps.indexOf(step) + ": " + e.message.split("\n")[0].slice(0, 100)); } }
  const guard = await page.evaluate(() => Node.prototype.removeChild.name);
  const mainText = await page.evaluate(() => document.querySelector("main")?.innerText.length ?? 0);
  results.push({ name, guard, errors, mainText });
  await page.close();
}
const go = (p) => async (page) => { await page.goto(`http://127.0.0.1:9203${p}`); await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15000 }); };
const click = (fn) => async (page) => fn(page).click({ timeout: 3000 });
await flow("home carousel, stats, menu (375)", { width: 375, height: 800 }, [go("/"), async (p) => p.waitForTimeout(7000), click((p) => p.getByRole("button", { name: /^Show slide 2/ })), click((p) => p.getByRole("button", { name: /^Show slide 3/ })), click((p) => p.getByRole("button", { name: /Pause slideshow|Play slideshow/ })), click((p) => p.getByRole("button", { name: /Pause slideshow|Play slideshow/ })), async (p) => p.waitForTimeout(7000), async (p) => p.mouse.wheel(0, 3000), async (p) => p.waitForTimeout(3000), click((p) => p.getByRole("button", { name: "Menu" })), click((p) => p.getByRole("button", { name: "Close menu" })), click((p) => p.getByRole("link", { name: /हिन्दी/ }).first()), click((p) => p.getByRole("button").first())]);
await flow("contact form (1280)", { width: 1280, height: 800 }, [go("/contact"), click((p) => p.getByRole("main").getByRole("button", { name: /send|submit|enquir/i }).first()), async (p) => p.getByRole("textbox").first().fill("Asha"), click((p) => p.getByRole("main").getByRole("button", { name: /send|submit|enquir/i }).first()), async (p) => p.getByRole("main").getByRole("textbox", { name: /e-?mail/i }).fill("a@b.in"), click((p) => p.getByRole("main").getByRole("button", { name: /send|submit|enquir/i }).first())]);
await flow("gallery lightbox, packages, unknown service (1280)", { width: 1280, height: 800 }, [go("/gallery"), click((p) => p.getByRole("button", { name: /^Open photo/ }).first()), click((p) => p.getByRole("button", { name: "Next photo" })), click((p) => p.getByRole("button", { name: "Previous photo" })), async (p) => p.keyboard.press("ArrowRight"), async (p) => p.keyboard.press("Escape"), go("/packages"), click((p) => p.getByRole("main").getByRole("button").first()), go("/services/nowhere")]);
console.log(mode, JSON.stringify(results, null, 1));
await browser.close();
