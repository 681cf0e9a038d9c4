import { cacheDevanagariFaces, devanagariFacesId, devanagariFilesAttribute, switchOnIfCached, switchOnScript } from "../devanagari-faces";

// A Hindi page's Devanagari faces come on before its first paint only when an earlier page cached
// the very files its <style> names (their URLs carry the font's version).
const files = ["/fonts/5.2.5/deva-400.woff2", "/fonts/5.2.5/deva-700.woff2"];
const oldFiles = ["/fonts/5.1.0/deva-400.woff2", "/fonts/5.1.0/deva-700.woff2"];

function page(names = files) {
  document.head.innerHTML = `<style id="${devanagariFacesId}" media="not all" ${devanagariFilesAttribute}="${names.join(" ")}">@font-face{font-family:Poppins}</style>`;
  return document.getElementById(devanagariFacesId) as HTMLStyleElement;
}

const preloads = () => [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((l) => l.getAttribute("href"));
const switchOn = () => switchOnIfCached(devanagariFacesId, devanagariFilesAttribute);

/** jsdom has no FontFace: this one records which files were fetched, and can fail. */
function fontLoader(fail = false) {
  const fetched: string[] = [];
  class FakeFontFace {
    constructor(
      readonly family: string,
      private readonly source: string,
    ) {}
    load() {
      fetched.push(this.source.replace(/^url\((.*)\)$/, "$1"));
      return fail ? Promise.reject(new DOMException("network", "NetworkError")) : Promise.resolve(this);
    }
  }
  (window as unknown as { FontFace: unknown }).FontFace = FakeFontFace;
  return fetched;
}

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = "";
  delete (window as unknown as { FontFace?: unknown }).FontFace;
  jest.restoreAllMocks();
});

describe("switchOnIfCached", () => {
  it("leaves the faces off on a visitor's first Hindi page", () => {
    const style = page();
    switchOn();
    expect(style.media).toBe("not all");
    expect(preloads()).toEqual([]);
  });

  it("switches them on, preloading their files, once an earlier page has cached those files", () => {
    const style = page();
    localStorage.setItem(devanagariFacesId, files.join(" "));
    switchOn();
    expect(style.media).toBe("all");
    expect(preloads()).toEqual(files);
  });

  it("leaves them off when the files cached were another version's", () => {
    const style = page();
    localStorage.setItem(devanagariFacesId, oldFiles.join(" "));
    switchOn();
    expect(style.media).toBe("not all");
    expect(preloads()).toEqual([]);
  });

  it("leaves them off for the flag of earlier builds, which named no files", () => {
    const style = page();
    localStorage.setItem(devanagariFacesId, "cached");
    switchOn();
    expect(style.media).toBe("not all");
  });

  it("keeps the device's font, without an error, where storage throws", () => {
    const style = page();
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => switchOn()).not.toThrow();
    expect(style.media).toBe("not all");
  });

  it("reaches the page as a script that runs on its own", () => {
    const style = page();
    localStorage.setItem(devanagariFacesId, files.join(" "));
    new Function(switchOnScript())();
    expect(style.media).toBe("all");
  });
});

describe("cacheDevanagariFaces", () => {
  it("fetches the files the <style> names and stores their names, which the next page switches on by", async () => {
    page();
    const fetched = fontLoader();
    await cacheDevanagariFaces();
    expect(fetched).toEqual(files);
    expect(localStorage.getItem(devanagariFacesId)).toBe(files.join(" "));
    const next = page();
    switchOn();
    expect(next.media).toBe("all");
  });

  it("after a version change, fetches the new files and replaces the old names", async () => {
    localStorage.setItem(devanagariFacesId, oldFiles.join(" "));
    const style = page();
    switchOn();
    expect(style.media).toBe("not all");
    const fetched = fontLoader();
    await cacheDevanagariFaces();
    expect(fetched).toEqual(files);
    expect(localStorage.getItem(devanagariFacesId)).toBe(files.join(" "));
  });

  it("fetches nothing on a page whose faces are already on", async () => {
    localStorage.setItem(devanagariFacesId, files.join(" "));
    page();
    switchOn();
    const fetched = fontLoader();
    await cacheDevanagariFaces();
    expect(fetched).toEqual([]);
  });

  it("stores nothing when a download fails, so the next page stays off and tries again", async () => {
    localStorage.setItem(devanagariFacesId, oldFiles.join(" "));
    page();
    fontLoader(true);
    await cacheDevanagariFaces();
    expect(localStorage.getItem(devanagariFacesId)).toBe(oldFiles.join(" "));
  });
});
