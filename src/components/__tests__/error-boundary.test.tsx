import { render, screen, within } from "@testing-library/react";
import { ErrorBoundary } from "../error-boundary";
import { PageError } from "../page-error";

const copy = {
  title: "Sorry, this page did not load",
  text: "Something went wrong while showing this page.",
  callLabel: "Call us on",
  whatsappLabel: "Chat with us on WhatsApp",
  newTabNote: "(opens in a new tab)",
};

function Broken({ fail }: { fail: boolean }): JSX.Element {
  if (fail) throw new Error("boom");
  return <h1>Our Services</h1>;
}

// The layout's frame in miniature: header and footer beside the boundary, the boundary inside main.
function Frame({ path, fail }: { path: string; fail: boolean }) {
  return (
    <>
      <header>Site header</header>
      <main>
        <ErrorBoundary
          resetKey={path}
          fallback={
            <PageError copy={copy} phoneDisplay="+91 98765 43210" phoneE164="+919876543210" whatsappNumber="919876543210" whatsappGreeting="Hello & welcome" />
          }
        >
          <Broken fail={fail} />
        </ErrorBoundary>
      </main>
      <footer>Site footer</footer>
      <aside aria-label="Quick contact">Contact buttons</aside>
    </>
  );
}

describe("ErrorBoundary", () => {
  let consoleError: jest.SpyInstance;
  // React and jsdom also report the error on console.error; only our boundary's own line counts.
  const ourLogs = () => consoleError.mock.calls.filter(([first]) => first === "Page content failed to render:");

  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it("shows the page while it renders", () => {
    render(<Frame path="/services" fail={false} />);
    expect(screen.getByRole("heading", { level: 1, name: "Our Services" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(ourLogs()).toHaveLength(0);
  });

  it("replaces only the failed page with a message and both ways to reach us", () => {
    render(<Frame path="/services" fail />);
    const alert = screen.getByRole("alert");
    expect(screen.getByRole("main")).toContainElement(alert);
    expect(within(alert).getByRole("heading", { level: 1, name: copy.title })).toBeInTheDocument();
    expect(within(alert).getByText(copy.text)).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Call us on +91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    const whatsapp = within(alert).getByRole("link", { name: "Chat with us on WhatsApp (opens in a new tab)" });
    expect(whatsapp).toHaveAttribute("href", "https://wa.me/919876543210?text=Hello%20%26%20welcome");
    expect(whatsapp).toHaveAttribute("target", "_blank");
    expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");

    expect(screen.getByRole("banner")).toHaveTextContent("Site header");
    expect(screen.getByRole("contentinfo")).toHaveTextContent("Site footer");
    expect(screen.getByRole("complementary", { name: "Quick contact" })).toBeInTheDocument();
  });

  it("logs the error once, not again on later renders", () => {
    const { rerender } = render(<Frame path="/services" fail />);
    rerender(<Frame path="/services" fail />);
    rerender(<Frame path="/services" fail />);
    expect(ourLogs()).toHaveLength(1);
    expect(ourLogs()[0][1]).toEqual(new Error("boom"));
  });

  it("recovers when the visitor goes to another page", () => {
    const { rerender } = render(<Frame path="/services/broken" fail />);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    rerender(<Frame path="/services" fail={false} />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Our Services" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
  });

  it("catches and logs again when the next page fails too", () => {
    const { rerender } = render(<Frame path="/a" fail />);
    rerender(<Frame path="/b" fail />);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(ourLogs()).toHaveLength(2);
  });
});
