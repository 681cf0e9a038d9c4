import contact from "../../../../content/contact.json";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EnquiryForm } from "../enquiry-form";

// The form's words come from content/contact.json, as on the site.
const copy = contact as unknown as Queries.EnquiryCopyFragment;
const props = {
  copy,
  locale: "en-GB",
  services: [{ slug: "beach", name: "Beach Holidays" }],
  packages: [{ slug: "goa-beach-break", title: "Goa Beach Break" }],
  email: "hello@x.example",
  whatsappNumber: "919876543210",
};

describe("enquiry form", () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, "", "/contact");
  });

  it("keeps what was typed across a reload", async () => {
    const first = render(<EnquiryForm {...props} />);
    await userEvent.type(screen.getByLabelText("Your name"), "Asha Rao");
    await userEvent.type(screen.getByLabelText("Message"), "Goa in March?");
    first.unmount();
    render(<EnquiryForm {...props} />);
    expect(screen.getByLabelText("Your name")).toHaveValue("Asha Rao");
    expect(screen.getByLabelText("Message")).toHaveValue("Goa in March?");
  });

  it("preselects the package named in the address", () => {
    window.history.replaceState(null, "", "/contact?package=goa-beach-break");
    render(<EnquiryForm {...props} />);
    expect(screen.getByLabelText("Service or package")).toHaveDisplayValue("Goa Beach Break");
  });

  it("shows inline errors tied to their fields and focuses the first", async () => {
    render(<EnquiryForm {...props} />);
    await userEvent.click(screen.getByRole("button", { name: "Send enquiry" }));
    const name = screen.getByLabelText("Your name");
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Please tell us your name.");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(/email address or a phone number/);
  });

  it("on a failed send says so, offers WhatsApp with the enquiry, and keeps the fields", async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 405 }) as unknown as typeof fetch;
    render(<EnquiryForm {...props} />);
    await userEvent.type(screen.getByLabelText("Your name"), "Asha Rao");
    await userEvent.type(screen.getByLabelText("Phone"), "9876543210");
    await userEvent.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not send your enquiry");
    const wa = screen.getByRole("link", { name: "Send on WhatsApp" });
    expect(decodeURIComponent(wa.getAttribute("href")!)).toContain("Enquiry from Asha Rao");
    expect(screen.getByLabelText("Your name")).toHaveValue("Asha Rao");
  });
});
