import { act, render, screen, within } from "@testing-library/react";
import { TextEncoder } from "node:util";
import { hydrateRoot } from "react-dom/client";
import userEvent from "@testing-library/user-event";
import { SiteSearch } from "../site-search";
import { loadSearch, type SearchHit, type SiteSearch as Search } from "../load-pagefind";
import { LocaleContext } from "../../../i18n/locale-context";
import english from "../../../../content/search.json";
import hindi from "../../../../content/hi/search.json";

// Pagefind lives on the built site only: the search behind load-pagefind.ts is mocked.
jest.mock("../load-pagefind", () => ({ ...jest.requireActual("../load-pagefind"), loadSearch: jest.fn() }));
const mockedLoad = jest.mocked(loadSearch);

const ladakh: SearchHit = {
  url: "/packages/domestic/ladakh-road-trip",
  title: "Ladakh Road Trip",
  kind: "package",
  trip: { days: 8, nights: 7, allIn: 34649 },
  excerpt: "Seven days over the high passes of <mark>Ladakh</mark> &amp; Pangong &lt;b&gt;",
};
const adventure: SearchHit = { url: "/services/adventure", title: "Adventure Tours", kind: "service", excerpt: "Treks in <mark>Ladakh</mark>" };
const lists = [
  { heading: english.lists.packages, links: [{ title: "Goa Beach Break", path: "/packages/domestic/goa-beach-break" }] },
  { heading: english.lists.services, links: [{ title: "Beach Holidays", path: "/services/beach" }] },
];

let search: jest.Mock<ReturnType<Search["search"]>, Parameters<Search["search"]>>;
// The index's nearest word to one it lacks: "Ldakh" is "Ladakh"; nothing is near "Antarctica".
const suggest = jest.fn(async (query: string) => (/^ldakh$/i.test(query) ? "Ladakh" : null));
beforeEach(() => {
  mockedLoad.mockReset();
  search = jest.fn(async (query: string, _limit: number, kind: Parameters<Search["search"]>[2]) => {
    const hits = /ladakh/i.test(query) ? [ladakh, adventure].filter((hit) => !kind || hit.kind === kind) : [];
    return { total: hits.length, hits };
  });
  mockedLoad.mockResolvedValue({ search, suggest });
  window.history.replaceState(null, "", "/search");
});

const renderSearch = (locale: "en" | "hi" = "en") =>
  render(
    <LocaleContext.Provider value={locale}>
      <SiteSearch copy={locale === "en" ? english : hindi} lists={lists} />
    </LocaleContext.Provider>,
  );

describe("SiteSearch", () => {
  it("shows each result's title, kind and excerpt with the words marked, as text", async () => {
    renderSearch();
    await userEvent.type(screen.getByRole("searchbox", { name: english.label }), "Ladakh");
    expect(await screen.findByRole("status")).toHaveTextContent("2 results for “Ladakh”");
    const [first, second] = screen.getAllByRole("listitem");
    expect(within(first).getByRole("link", { name: "Ladakh Road Trip" })).toHaveAttribute("href", ladakh.url);
    expect(first).toHaveTextContent(english.kinds.package);
    expect(second).toHaveTextContent(english.kinds.service);
    expect(first.querySelector("mark")).toHaveTextContent("Ladakh");
    // The page's escaped text is shown as written, never parsed as markup.
    expect(first).toHaveTextContent("Ladakh & Pangong <b>");
    expect(first.querySelector("b")).toBeNull();
    expect(search).toHaveBeenLastCalledWith("Ladakh", expect.any(Number), "");
  });

  it("shows the first 20 of more results, and the next ones on request, focusing the first added; a new query starts again", async () => {
    const many: SearchHit[] = Array.from({ length: 45 }, (_, i) => ({
      url: `/packages/domestic/trip-${i + 1}`,
      title: `Trip ${i + 1}`,
      kind: "package",
      excerpt: "<mark>Ladakh</mark>",
    }));
    search.mockImplementation(async (query, limit) =>
      /ladakh/i.test(query) ? { total: many.length, hits: many.slice(0, limit) } : { total: 1, hits: [adventure] },
    );
    renderSearch();
    const box = screen.getByRole("searchbox", { name: english.label });
    await userEvent.type(box, "Ladakh");
    expect(await screen.findByRole("status")).toHaveTextContent("45 results for “Ladakh”");
    expect(await screen.findAllByRole("listitem")).toHaveLength(20);
    await userEvent.click(screen.getByRole("button", { name: english.showMore }));
    expect(await screen.findByRole("link", { name: "Trip 40" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Trip 21" })).toHaveFocus();
    expect(screen.getAllByRole("listitem")).toHaveLength(40);
    await userEvent.click(screen.getByRole("button", { name: english.showMore }));
    expect(await screen.findByRole("link", { name: "Trip 45" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Trip 41" })).toHaveFocus();
    // Nothing left to show: no button.
    expect(screen.queryByRole("button", { name: english.showMore })).toBeNull();
    await userEvent.clear(box);
    await userEvent.type(box, "Ladakh");
    await screen.findByRole("button", { name: english.showMore });
    expect(screen.getAllByRole("listitem")).toHaveLength(20);
  });

  it("puts the query in the address as it is typed, and starts from the address's query", async () => {
    const { unmount } = renderSearch();
    await userEvent.type(screen.getByRole("searchbox"), "Ladakh");
    expect(window.location.search).toBe("?q=Ladakh");
    unmount();
    renderSearch();
    expect(screen.getByRole("searchbox")).toHaveValue("Ladakh");
    expect(await screen.findByRole("link", { name: "Ladakh Road Trip" })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole("searchbox"));
    expect(window.location.search).toBe("");
  });

  it("loads the index only once the box is focused, or for the address's query", async () => {
    const { unmount } = renderSearch();
    expect(mockedLoad).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("searchbox"));
    expect(mockedLoad).toHaveBeenCalledWith("en");
    unmount();
    mockedLoad.mockClear();
    window.history.replaceState(null, "", "/search?q=Ladakh");
    renderSearch();
    expect(await screen.findByRole("link", { name: "Ladakh Road Trip" })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalled();
  });

  it("keeps what was typed before hydration, and searches for it", async () => {
    const page = (
      <LocaleContext.Provider value="en">
        <SiteSearch copy={english} lists={lists} />
      </LocaleContext.Provider>
    );
    // React's server renderer needs TextEncoder, which jsdom lacks; loaded once it is there.
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server");
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    (within(container).getByRole("searchbox") as HTMLInputElement).value = "Ladakh";
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(within(container).getByRole("searchbox")).toHaveValue("Ladakh");
    expect(await within(container).findByRole("link", { name: "Ladakh Road Trip" })).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });

  it("moves from the box to the results with the arrow keys", async () => {
    renderSearch();
    const box = screen.getByRole("searchbox");
    await userEvent.type(box, "Ladakh");
    const links = await screen.findAllByRole("link", { name: /Ladakh Road Trip|Adventure Tours/ });
    await userEvent.keyboard("{ArrowDown}");
    expect(links[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(links[1]).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(links[1]).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(box).toHaveFocus();
  });

  it("says when nothing matches, and offers the lists instead", async () => {
    renderSearch();
    await userEvent.type(screen.getByRole("searchbox"), "Antarctica");
    expect(await screen.findByRole("status")).toHaveTextContent("No results for “Antarctica”");
    expect(screen.getByText(english.noResults)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: english.lists.packages })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Beach Holidays" })).toHaveAttribute("href", "/services/beach");
    // The enquiry form, its message begun with what was searched for.
    const enquire = screen.getByRole("link", { name: english.enquire });
    expect(new URL(enquire.getAttribute("href")!, "https://example.com").searchParams.get("message")).toContain("“Antarctica”");
  });

  it("after nothing, asks whether the visitor meant the index's nearest word, and searches it when taken", async () => {
    renderSearch();
    const box = screen.getByRole("searchbox");
    await userEvent.type(box, "Ldakh");
    expect(await screen.findByRole("status")).toHaveTextContent("No results for “Ldakh”");
    const meant = await screen.findByRole("link", { name: "Ladakh" });
    expect(meant.closest("p")).toHaveTextContent("Did you mean Ladakh?");
    expect(meant).toHaveAttribute("href", "?q=Ladakh");
    await userEvent.click(meant);
    expect(await screen.findByRole("status")).toHaveTextContent("2 results for “Ladakh”");
    expect(box).toHaveValue("Ladakh");
    expect(window.location.search).toBe("?q=Ladakh");
  });

  it("suggests nothing when no word of the index is near, in Hindi too", async () => {
    renderSearch("hi");
    await userEvent.type(screen.getByRole("searchbox"), "Antarctica");
    expect(await screen.findByText(hindi.noResults)).toBeInTheDocument();
    expect(suggest).toHaveBeenCalledWith("Antarctica");
    expect(screen.queryByText(/क्या आपका मतलब/)).not.toBeInTheDocument();
  });

  it("shows a package's length and all-in price from beside its title", async () => {
    renderSearch();
    await userEvent.type(screen.getByRole("searchbox"), "Ladakh");
    const [first, second] = await screen.findAllByRole("listitem");
    expect(first).toHaveTextContent("8 days, 7 nights · from ₹34,649");
    expect(second).not.toHaveTextContent("days");
  });

  it("narrows the results to one kind of page, writes it in the address, and starts from the address's kind", async () => {
    const { unmount } = renderSearch();
    await userEvent.type(screen.getByRole("searchbox"), "Ladakh");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: english.kindFilter.label }), english.kindFilter.service);
    expect(await screen.findByRole("status")).toHaveTextContent("1 result for “Ladakh”");
    expect(screen.getByRole("link", { name: "Adventure Tours" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Ladakh Road Trip" })).toBeNull();
    expect(window.location.search).toBe("?q=Ladakh&kind=service");
    unmount();
    renderSearch();
    expect(screen.getByRole("combobox", { name: english.kindFilter.label })).toHaveValue("service");
    expect(await screen.findByRole("link", { name: "Adventure Tours" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Ladakh Road Trip" })).toBeNull();
  });

  it("shows the lists before a search, and hides them while there are results", async () => {
    renderSearch();
    expect(screen.getByRole("heading", { name: english.lists.services })).toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox"), "Ladakh");
    await screen.findByRole("link", { name: "Ladakh Road Trip" });
    expect(screen.queryByRole("heading", { name: english.lists.services })).toBeNull();
  });

  it("says so when the index cannot be loaded", async () => {
    mockedLoad.mockRejectedValue(new Error("offline"));
    renderSearch();
    await userEvent.type(screen.getByRole("searchbox"), "Ladakh");
    expect(await screen.findByRole("status")).toHaveTextContent(english.loadFailed);
  });

  it("speaks the page's language: Hindi words and the Hindi index on a Hindi page", async () => {
    search.mockResolvedValue({ total: 1, hits: [{ ...ladakh, url: "/hi/packages/domestic/ladakh-road-trip", title: "लद्दाख रोड ट्रिप" }] });
    renderSearch("hi");
    await userEvent.type(screen.getByRole("searchbox", { name: hindi.label }), "लद्दाख");
    expect(await screen.findByRole("status")).toHaveTextContent("“लद्दाख” के लिए 1 परिणाम");
    expect(screen.getByRole("listitem")).toHaveTextContent(hindi.kinds.package);
    expect(mockedLoad).toHaveBeenCalledWith("hi");
  });

  it("does not show an older query's results after a newer one", async () => {
    let release: () => void = () => {};
    search.mockImplementationOnce(
      (query) => new Promise((resolve) => (release = () => resolve({ total: 1, hits: [{ ...adventure, title: `old ${query}` }] }))),
    );
    renderSearch();
    await userEvent.type(screen.getByRole("searchbox"), "L");
    await userEvent.type(screen.getByRole("searchbox"), "adakh");
    await screen.findByRole("link", { name: "Ladakh Road Trip" });
    await act(async () => release());
    expect(screen.queryByRole("link", { name: /^old/ })).toBeNull();
  });
});
