import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MobileDrawer } from "../mobile-drawer";

const items = [
  { label: "Home", to: "/", children: [] },
  {
    label: "About",
    to: "/about/story",
    children: [
      { label: "Our Team", to: "/about/team" },
      { label: "Our Story", to: "/about/story" },
    ],
  },
  { label: "Our Services", to: "/services", group: "services" as const, children: [{ label: "Adventure", to: "/services/adventure" }] },
  { label: "Holiday Packages", to: "/packages/domestic", group: "packages" as const, children: [{ label: "Cruise", to: "/packages/cruise" }] },
];

const renderDrawer = (onClose = jest.fn()) => {
  render(<MobileDrawer open onClose={onClose} items={items} currentPath="/" quoteLink="/contact?enquiry=quote" />);
  return onClose;
};

describe("mobile drawer", () => {
  it("expands and collapses each group on its own", async () => {
    renderDrawer();
    const about = screen.getByRole("button", { name: "About" });
    const packages = screen.getByRole("button", { name: "Holiday Packages" });
    expect(about).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Our Team" })).not.toBeInTheDocument();

    await userEvent.click(about);
    expect(about).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Our Team" })).toBeVisible();

    await userEvent.click(packages);
    expect(packages).toHaveAttribute("aria-expanded", "true");
    expect(about).toHaveAttribute("aria-expanded", "true");

    await userEvent.click(about);
    expect(about).toHaveAttribute("aria-expanded", "false");
    expect(packages).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Cruise" })).toBeVisible();
  });

  it("closes on Escape, on a link click and on the close button", async () => {
    const onClose = renderDrawer();
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("link", { name: "Home" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole("button", { name: "Close menu" }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it("is a labelled modal dialog and keeps the page behind from scrolling", () => {
    renderDrawer();
    expect(screen.getByRole("dialog", { name: "Menu" })).toHaveAttribute("aria-modal", "true");
    expect(document.body.style.overflow).toBe("hidden");
  });
});
