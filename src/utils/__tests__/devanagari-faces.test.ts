import { devanagariFacesId, switchOnIfCached, switchOnScript } from "../devanagari-faces";

// A Hindi page's Devanagari faces come on before its first paint only when an earlier page cached them.
function page() {
  document.head.innerHTML = `<style id="${devanagariFacesId}" media="not all">@font-face{font-family:Poppins}</style>`;
  return document.getElementById(devanagariFacesId) as HTMLStyleElement;
}

const files = ["/fonts/deva-400.woff2", "/fonts/deva-700.woff2"];
const preloads = () => [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((l) => l.getAttribute("href"));

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe("switchOnIfCached", () => {
  it("leaves the faces off on a visitor's first Hindi page", () => {
    const style = page();
    switchOnIfCached(devanagariFacesId, files);
    expect(style.media).toBe("not all");
    expect(preloads()).toEqual([]);
  });

  it("switches them on once an earlier page has cached them", () => {
    const style = page();
    localStorage.setItem(devanagariFacesId, "cached");
    switchOnIfCached(devanagariFacesId, files);
    expect(style.media).toBe("all");
    expect(preloads()).toEqual(files);
  });

  it("keeps the device's font, without an error, where storage throws", () => {
    const style = page();
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => switchOnIfCached(devanagariFacesId, files)).not.toThrow();
    expect(style.media).toBe("not all");
  });

  it("reaches the page as a script that runs on its own", () => {
    const style = page();
    localStorage.setItem(devanagariFacesId, "cached");
    new Function(switchOnScript(files))();
    expect(style.media).toBe("all");
  });
});
