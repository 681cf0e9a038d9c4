import { TextEncoder } from "node:util";
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { useBusinessToday } from "../use-business-today";

// The server renderer (browser build under jsdom) needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

/** What a package page does with the day: the build's day from its context, then the visitor's. */
function Today({ built }: { built: string }) {
  return <p>{`Today is ${useBusinessToday(built)}`}</p>;
}

const built = "2027-03-13";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("the day a page counts departures from", () => {
  it("is the build's day in the server's HTML, whatever the clock", () => {
    jest.setSystemTime(new Date("2027-03-20T12:00:00Z"));
    expect(renderToString(<Today built={built} />)).toContain("Today is 2027-03-13");
  });

  it("moves to the visitor's day in India after hydration, without a mismatch", () => {
    jest.setSystemTime(new Date("2027-03-13T18:31:00Z")); // 00:01 on the 14th in India
    const container = document.createElement("div");
    container.innerHTML = "<p>Today is 2027-03-13</p>"; // the server's HTML, as the first test has it
    document.body.append(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const recoverable: unknown[] = [];
    act(() => {
      hydrateRoot(container, <Today built={built} />, { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(screen.getByText("Today is 2027-03-14")).toBeInTheDocument();
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it("is still the day before a minute before midnight in India", () => {
    jest.setSystemTime(new Date("2027-03-14T18:29:00Z"));
    render(<Today built={built} />);
    expect(screen.getByText("Today is 2027-03-14")).toBeInTheDocument();
  });

  it("turns at midnight in India while the page is open", () => {
    jest.setSystemTime(new Date("2027-03-14T18:29:00Z"));
    render(<Today built={built} />);
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByText("Today is 2027-03-14")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2_000));
    expect(screen.getByText("Today is 2027-03-15")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(24 * 3600_000));
    expect(screen.getByText("Today is 2027-03-16")).toBeInTheDocument();
  });

  it("never goes back before the build's day on a slow clock", () => {
    jest.setSystemTime(new Date("2027-03-01T12:00:00Z"));
    render(<Today built={built} />);
    expect(screen.getByText("Today is 2027-03-13")).toBeInTheDocument();
  });
});
