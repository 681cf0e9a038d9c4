import type { IconName } from "../../../../model/icons";
import fs from "node:fs";
import path from "node:path";
import { render, screen, within } from "@testing-library/react";
import { MobileDrawer } from "../mobile-drawer";
import { SocialLinks } from "../social-links";

const settings = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "..", "..", "content", "settings.json"), "utf8")) as {
  socials: { network: IconName; label: string; url: string }[];
};

describe("social links in the mobile drawer", () => {
  it("lists every network from settings.json, each named and opening safely in a new tab", () => {
    render(
      <MobileDrawer
        open
        onClose={jest.fn()}
        items={[{ label: "Home", to: "/", children: [] }]}
        currentPath="/"
        quoteLink="/contact"
        socials={settings.socials}
      />,
    );
    const list = within(screen.getByRole("dialog", { name: "Menu" })).getByRole("list", { name: "Follow us" });
    const links = within(list).getAllByRole("link");
    expect(links).toHaveLength(settings.socials.length);
    for (const [i, s] of settings.socials.entries()) {
      expect(links[i]).toHaveAccessibleName(`${s.label} (opens in a new tab)`);
      expect(links[i]).toHaveAttribute("href", s.url);
      expect(links[i]).toHaveAttribute("target", "_blank");
      expect(links[i]).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("shows no empty list when there are no networks", () => {
    render(<MobileDrawer open onClose={jest.fn()} items={[]} currentPath="/" quoteLink="/contact" />);
    expect(screen.queryByRole("list", { name: "Follow us" })).not.toBeInTheDocument();
  });
});

describe("SocialLinks", () => {
  it("keeps compact targets at least 24 px", () => {
    render(<SocialLinks links={settings.socials} compact />);
    for (const link of screen.getAllByRole("link")) {
      const style = getComputedStyle(link);
      expect(parseFloat(style.width)).toBeGreaterThanOrEqual(24);
      expect(parseFloat(style.height)).toBeGreaterThanOrEqual(24);
    }
  });
});
