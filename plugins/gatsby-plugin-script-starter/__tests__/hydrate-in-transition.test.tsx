import { useState } from "react";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateInTransition } from "../hydration";

function Counter() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>{`Pressed ${count} times`}</button>;
}

/** Gatsby's root element, holding what the server rendered for <Counter /> (or nothing, as in gatsby develop). */
function root(serverHtml: string) {
  const container = document.createElement("div");
  container.innerHTML = serverHtml;
  document.body.append(container);
  return container;
}

// The root hydrates as a transition (short slices): the server's HTML must stay and come alive.
describe("hydrating the page in a transition", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("keeps the server's HTML and makes it interactive", async () => {
    const container = root("<button>Pressed 0 times</button>");
    const serverButton = screen.getByRole("button", { name: "Pressed 0 times" });
    await act(async () => {
      hydrateInTransition(<Counter />, container);
    });
    // Hydration adopts the server's element rather than replacing it.
    expect(screen.getByRole("button")).toBe(serverButton);
    await userEvent.click(serverButton);
    expect(screen.getByRole("button", { name: "Pressed 1 times" })).toBeInTheDocument();
  });

  it("does not lose a click that comes before hydration has finished", async () => {
    const container = root("<button>Pressed 0 times</button>");
    hydrateInTransition(<Counter />, container);
    // The transition has not rendered yet: React hydrates at once for the click, then handles it.
    await act(async () => {
      screen.getByRole("button").click();
    });
    expect(screen.getByRole("button", { name: "Pressed 1 times" })).toBeInTheDocument();
  });

  it("renders into an empty root, as gatsby develop has no server HTML", async () => {
    const container = root("");
    await act(async () => {
      hydrateInTransition(<Counter />, container);
    });
    await userEvent.click(screen.getByRole("button", { name: "Pressed 0 times" }));
    expect(screen.getByRole("button", { name: "Pressed 1 times" })).toBeInTheDocument();
  });
});
