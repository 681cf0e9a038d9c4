import { installTranslationDomGuard } from "../translation-dom-guard";

// What the translator does: the text node moves into <font><font>…</font></font>.
function translate(text: Text) {
  const outer = document.createElement("font");
  const inner = document.createElement("font");
  text.parentNode!.replaceChild(outer, text);
  outer.appendChild(inner);
  inner.appendChild(text);
  return outer;
}

describe("translation DOM guard", () => {
  beforeAll(() => installTranslationDomGuard());

  it("removes a text node that translation moved, instead of throwing", () => {
    const p = document.createElement("p");
    const text = document.createTextNode("Hello");
    p.appendChild(text);
    translate(text);
    expect(() => p.removeChild(text)).not.toThrow();
    expect(p.textContent).toBe("");
  });

  it("inserts before the wrapper that now holds the reference node", () => {
    const p = document.createElement("p");
    const ref = document.createTextNode("world");
    p.appendChild(ref);
    const wrapper = translate(ref);
    const added = document.createElement("b");
    expect(() => p.insertBefore(added, ref)).not.toThrow();
    expect(p.firstChild).toBe(added);
    expect(p.lastChild).toBe(wrapper);
  });

  it("leaves ordinary calls alone", () => {
    const ul = document.createElement("ul");
    const a = ul.appendChild(document.createElement("li"));
    const b = document.createElement("li");
    ul.insertBefore(b, a);
    expect(ul.firstChild).toBe(b);
    ul.removeChild(a);
    expect(ul.childNodes).toHaveLength(1);
  });
});
