import type { Service } from "../../../../model";
import { pagePaths } from "../../../../model/routes";
import fs from "node:fs";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import { ServiceNotFound } from "../service-not-found";

const servicesDir = path.join(__dirname, "..", "..", "..", "..", "content", "services");
const services = fs
  .readdirSync(servicesDir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(fs.readFileSync(path.join(servicesDir, f), "utf8")) as Service)
  .map((s) => ({ ...s, path: pagePaths.service(s) }));

describe("Service Not Found with hostile addresses", () => {
  it.each([
    "/services/100%25",
    "/services/100%",
    "/services/beach%2",
    "/services/%E0%A4",
    "/services/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "/services/<script>alert(1)</script>",
    `/services/${"a".repeat(600)}`,
    "/services/BEACH",
  ])("%s renders the page with a suggestion and no markup from the address", (pathname) => {
    const { container } = render(<ServiceNotFound title="Service Not Found" text="No service here." services={services} pathname={pathname} />);
    expect(screen.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Were you looking for")).toBeInTheDocument();
    expect(container.querySelector("script")).toBeNull();
    expect(container.textContent).not.toContain("alert(1)");
  });

  it("offers the Beach service for /services/BEACH", () => {
    render(<ServiceNotFound title="Service Not Found" text="No service here." services={services} pathname="/services/BEACH" />);
    const beach = services.find((s) => s.slug === "beach");
    expect(screen.getByRole("link", { name: beach?.name })).toHaveAttribute("href", "/services/beach");
  });
});
