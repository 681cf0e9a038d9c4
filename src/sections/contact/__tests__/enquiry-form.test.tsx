import contact from "../../../../content/contact.json";
import privacy from "../../../../content/privacy.json";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { EnquiryForm } from "../enquiry-form";
import { DRAFT_KEY } from "../../../hooks/use-enquiry-draft";

// The form's words come from content/contact.json, as on the site.
const copy = contact as unknown as Queries.EnquiryCopyFragment;
const props = {
  copy,
  locale: "en-GB",
  services: [{ slug: "beach", name: "Beach Holidays" }],
  packages: [{ slug: "goa-beach-break", title: "Goa Beach Break" }],
  email: "hello@x.example",
  whatsappNumber: "919876543210",
  phone: { display: "+91 98765 43210", e164: "+919876543210" },
  privacyVersion: privacy.version,
};

/** A visitor who fills the form in, as a person would (the spam check wants a few seconds). */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Your name"), "Asha Rao");
  await user.type(screen.getByLabelText("Phone"), "9876543210");
  await user.click(screen.getByRole("radio", { name: "WhatsApp" }));
  act(() => jest.advanceTimersByTime(5000));
}

describe("enquiry form", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(2026, 10, 24, 10) });
    window.sessionStorage.clear();
    window.history.replaceState(null, "", "/contact");
    jest.mocked(navigate).mockClear();
  });
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it("keeps what was typed across a reload", async () => {
    const user = setup();
    const first = render(<EnquiryForm {...props} />);
    await user.type(screen.getByLabelText("Your name"), "Asha Rao");
    await user.type(screen.getByLabelText("Message"), "Goa in March?");
    await user.selectOptions(screen.getByLabelText("Budget per person"), "₹25,000 to ₹50,000");
    first.unmount();
    render(<EnquiryForm {...props} />);
    expect(screen.getByLabelText("Your name")).toHaveValue("Asha Rao");
    expect(screen.getByLabelText("Message")).toHaveValue("Goa in March?");
    expect(screen.getByLabelText("Budget per person")).toHaveDisplayValue("₹25,000 to ₹50,000");
  });

  it("preselects the package named in the address", () => {
    window.history.replaceState(null, "", "/contact?package=goa-beach-break");
    render(<EnquiryForm {...props} />);
    expect(screen.getByLabelText("Service or package")).toHaveDisplayValue("Goa Beach Break");
  });

  it("shows inline errors tied to their fields and focuses the first", async () => {
    render(<EnquiryForm {...props} />);
    await setup().click(screen.getByRole("button", { name: "Send enquiry" }));
    const name = screen.getByLabelText("Your name");
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Please tell us your name.");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(/email address or a phone number/);
    expect(screen.getByRole("group", { name: "How should we reply?" })).toHaveAccessibleDescription(contact.errors.contactBy);
    expect(screen.getByRole("checkbox", { name: contact.form.consent })).toHaveAccessibleDescription(contact.errors.consent);
  });

  it("without consent, says why it cannot send and sends nothing; with it, sends and goes to the thank-you page", async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200 }) as unknown as typeof fetch;
    const user = setup();
    render(<EnquiryForm {...props} />);
    await fillIn(user);
    const consent = screen.getByRole("checkbox", { name: contact.form.consent });
    expect(consent).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(consent).toHaveFocus();
    expect(screen.getByText(contact.errors.consent)).toBeVisible();
    expect(global.fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Your name")).toHaveValue("Asha Rao");

    await user.click(consent);
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(navigate).toHaveBeenCalledWith("/contact/thanks");
    const body = new URLSearchParams(String(jest.mocked(global.fetch).mock.calls[0][1]?.body));
    expect(body.get("consent")).toBe("yes");
    expect(body.get("privacy-version")).toBe(privacy.version);
    expect(body.get("contactBy")).toBe("WhatsApp");
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("refuses a send made faster than a person can type", async () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    const user = setup();
    render(<EnquiryForm {...props} />);
    await user.type(screen.getByLabelText("Your name"), "Bo");
    await user.type(screen.getByLabelText("Phone"), "9876543210");
    await user.click(screen.getByRole("radio", { name: "Phone call" }));
    await user.click(screen.getByRole("checkbox", { name: contact.form.consent }));
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(screen.getByRole("status")).toHaveTextContent(contact.errors.tooFast);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("on a failed send says so, offers WhatsApp with the enquiry, and keeps the fields", async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 500 }) as unknown as typeof fetch;
    const user = setup();
    render(<EnquiryForm {...props} />);
    await fillIn(user);
    await user.click(screen.getByRole("checkbox", { name: contact.form.consent }));
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not send your enquiry");
    const wa = screen.getByRole("link", { name: "Send on WhatsApp" });
    expect(decodeURIComponent(wa.getAttribute("href")!)).toContain("Enquiry from Asha Rao");
    expect(decodeURIComponent(wa.getAttribute("href")!)).toContain("Reply by: WhatsApp");
    expect(screen.getByRole("link", { name: "Call us: +91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    expect(screen.getByLabelText("Your name")).toHaveValue("Asha Rao");
    expect(navigate).not.toHaveBeenCalled();
  });
});
