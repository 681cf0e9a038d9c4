import { cacheDevanagariFaces, devanagariFacesId, devanagariFilesAttribute, switchOnScript } from "../devanagari-faces";

// A Hindi page's Devanagari faces come on before its first paint only when an earlier page cached
// the very files its <style> names (their URLs carry the font's version).
const files = ["/fonts/5.2.5/deva-400.woff2", "/fonts/5.2.5/deva-700.woff2"];
const oldFiles = ["/fonts/5.1.0/deva-400.woff2", "/fonts/5.1.0/deva-700.woff2"];

function page(names = files) {
  document.head.innerHTML = `<style id="${devanagariFacesId}" media="not all" ${devanagariFilesAttribute}="${names.join(" ")}">@font-face{font-family:Poppins}</style>`;
  return document.getElementById(devanagariFacesId) as HTMLStyleElement;
}

const preloads = () => [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((l) => l.getAttribute("href"));
/** The switch as the page runs it: its inline script's own text. */
const switchOn = () => new Function(switchOnScript())();

/** jsdom has no fetch: this one records which files were fetched, and can fail (a network error, or an HTTP status). */
function fontLoader(fail: false | "network" | 404 = false) {
  const fetched: string[] = [];
  (window as { fetch?: unknown }).fetch = async (file: string) => {
    fetched.push(file);
    if (fail === "network") throw new TypeError("Failed to fetch");
    const status = fail === 404 ? 404 : 200;
    return { ok: status === 200, status, arrayBuffer: async () => new ArrayBuffer(4) };
  };
  return fetched;
}

afterEach(() => {
  delete (window as { fetch?: unknown }).fetch;
  localStorage.clear();
  document.head.innerHTML = "";
  jest.restoreAllMocks();
});

describe("the switch in <head>", () => {
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

  it("starts each download, and the storing, at an idle moment of its own", async () => {
    page();
    const fetched = fontLoader();
    // What had been fetched each time it waited for an idle moment.
    const seenAtIdle: number[] = [];
    const idleWindow = window as { requestIdleCallback?: (callback: () => void) => number };
    idleWindow.requestIdleCallback = (callback) => {
      seenAtIdle.push(fetched.length);
      return window.setTimeout(callback, 0);
    };
    try {
      await cacheDevanagariFaces();
    } finally {
      delete idleWindow.requestIdleCallback;
    }
    expect(seenAtIdle).toEqual([0, 1, 2]);
    expect(localStorage.getItem(devanagariFacesId)).toBe(files.join(" "));
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

  it.each(["network", 404] as const)("stores nothing when a download fails (%s), so the next page stays off and tries again", async (failure) => {
    localStorage.setItem(devanagariFacesId, oldFiles.join(" "));
    page();
    fontLoader(failure);
    await cacheDevanagariFaces();
    expect(localStorage.getItem(devanagariFacesId)).toBe(oldFiles.join(" "));
  });
});
