import contact from "../../../../content/contact.json";
import privacy from "../../../../content/privacy.json";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { TextEncoder } from "node:util";
import { EnquiryForm } from "../enquiry-form";
import { DRAFT_KEY } from "../../../hooks/use-enquiry-draft";
import { monthNamesIn } from "../../../utils/month-names";
import { SEND_TIMEOUT_SECONDS } from "../../../utils/enquiry";
import { fill } from "../../../utils/fill";
import { queriedCopy } from "../__fixtures__/queried-copy";

// The server renderer (browser build under jsdom) needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

// The form's words come from content/contact.json, as on the site.
const copy: Queries.EnquiryCopyFragment = queriedCopy(contact);
const props = {
  copy,
  monthNames: monthNamesIn("en-GB"),
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
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200 }) as typeof fetch;
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
    expect(body.get("contactBy")).toBe("whatsapp");
    expect(body.get("contactBy-label")).toBe("WhatsApp");
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("refuses a send made faster than a person can type", async () => {
    global.fetch = jest.fn() as typeof fetch;
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
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 500 }) as typeof fetch;
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

  it(`gives up when no answer comes within ${SEND_TIMEOUT_SECONDS} s: says so, offers WhatsApp and email with the enquiry written in, and keeps the fields`, async () => {
    // A stalled connection: the request never settles, and ignores its abort signal too.
    global.fetch = jest.fn(() => new Promise<Response>(() => {})) as typeof fetch;
    const user = setup();
    render(<EnquiryForm {...props} />);
    await fillIn(user);
    await user.type(screen.getByLabelText("Message"), "Goa in March?");
    await user.click(screen.getByRole("checkbox", { name: contact.form.consent }));
    await user.click(screen.getByRole("button", { name: contact.send }));
    expect(screen.getByRole("button", { name: contact.sending })).toBeDisabled();

    // Still waiting just before the time is up.
    await act(async () => jest.advanceTimersByTime(SEND_TIMEOUT_SECONDS * 1000 - 1));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: contact.sending })).toBeDisabled();

    await act(async () => jest.advanceTimersByTime(1));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(contact.failureTitle);
    expect(alert).toHaveTextContent(fill(contact.timeoutText, { seconds: SEND_TIMEOUT_SECONDS }));
    expect(alert).toHaveTextContent(`${SEND_TIMEOUT_SECONDS} seconds`);
    // The request itself was called off.
    expect(jest.mocked(global.fetch).mock.calls[0][1]?.signal?.aborted).toBe(true);

    const wa = screen.getByRole("link", { name: contact.sendOnWhatsapp }).getAttribute("href")!;
    expect(wa).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(decodeURIComponent(wa)).toContain("Enquiry from Asha Rao");
    expect(decodeURIComponent(wa)).toContain("Phone: 9876543210");
    expect(decodeURIComponent(wa)).toContain("Message: Goa in March?");
    const mail = screen.getByRole("link", { name: contact.sendByEmail }).getAttribute("href")!;
    expect(mail).toMatch(/^mailto:hello@x\.example\?subject=[^&]+&body=/);
    const mailBody = new URL(mail).searchParams.get("body") ?? "";
    expect(mailBody).toContain("Enquiry from Asha Rao");
    expect(mailBody).toContain("Message: Goa in March?");

    // Everything typed is still there, and the form can be sent again.
    expect(screen.getByLabelText("Your name")).toHaveValue("Asha Rao");
    expect(screen.getByLabelText("Phone")).toHaveValue("9876543210");
    expect(screen.getByLabelText("Message")).toHaveValue("Goa in March?");
    expect(screen.getByRole("radio", { name: "WhatsApp" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: contact.form.consent })).toBeChecked();
    expect(screen.getByRole("button", { name: contact.send })).toBeEnabled();
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? "{}")).toMatchObject({ name: "Asha Rao", message: "Goa in March?" });
    expect(navigate).not.toHaveBeenCalled();
  });

  describe("filled in before its script runs (typed, pasted or autofilled into the server's form)", () => {
    /** The server's form, given values the way autofill gives them (no events), then hydrated by React. */
    function hydrateAfter(enter: Record<string, string>, tick: string[] = []) {
      const container = document.createElement("div");
      container.innerHTML = renderToString(<EnquiryForm {...props} />);
      document.body.append(container);
      const form = container.querySelector("form")!;
      for (const [name, value] of Object.entries(enter)) form.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = value;
      for (const selector of tick) form.querySelector<HTMLInputElement>(selector)!.checked = true;
      return render(<EnquiryForm {...props} />, { container, hydrate: true });
    }

    it("keeps every value and the consent, over the tab's draft, which fills only what was left empty, and sends them", async () => {
      global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200 }) as typeof fetch;
      window.sessionStorage.setItem(
        DRAFT_KEY,
        JSON.stringify({ name: "Draft Person", adults: "5", departure: "Kochi", budget: "under-25000", contactBy: "phone" }),
      );
      hydrateAfter(
        {
          choice: "service:beach",
          name: "Meera Shah",
          email: "meera@example.com",
          adults: "3",
          childrenUnder12: "1",
          budget: "50000-100000",
          message: "Somewhere quiet",
        },
        ['[name="contactBy"][value="email"]', '[name="consent"]'],
      );
      expect(screen.getByLabelText("Service or package")).toHaveDisplayValue("Beach Holidays");
      expect(screen.getByLabelText("Your name")).toHaveValue("Meera Shah");
      expect(screen.getByLabelText("Email")).toHaveValue("meera@example.com");
      expect(screen.getByRole("radio", { name: contact.form.contactBy.email })).toBeChecked();
      expect(screen.getByLabelText("Adults")).toHaveValue(3);
      expect(screen.getByLabelText("Children")).toHaveValue(1);
      expect(screen.getByLabelText("Budget per person")).toHaveValue("50000-100000");
      expect(screen.getByLabelText("Message")).toHaveValue("Somewhere quiet");
      expect(screen.getByRole("checkbox", { name: contact.form.consent })).toBeChecked();
      // Left empty by the visitor, so the draft's.
      expect(screen.getByLabelText("Travelling from")).toHaveValue("Kochi");

      // The form's state holds them too: the send carries them.
      act(() => jest.advanceTimersByTime(5000));
      await setup().click(screen.getByRole("button", { name: "Send enquiry" }));
      expect(navigate).toHaveBeenCalledWith("/contact/thanks");
      const body = new URLSearchParams(String(jest.mocked(global.fetch).mock.calls[0][1]?.body));
      expect(body.get("name")).toBe("Meera Shah");
      expect(body.get("departure")).toBe("Kochi");
      expect(body.get("choice")).toBe("service:beach");
      expect(body.get("choice-label")).toBe("Beach Holidays");
      expect(body.get("consent")).toBe("yes");
    });

    it("keeps the visitor's choice over the one the address preselects", () => {
      window.history.replaceState(null, "", "/contact?package=goa-beach-break");
      hydrateAfter({ choice: "quote" });
      expect(screen.getByLabelText("Service or package")).toHaveValue("quote");
    });

    it("takes the address's choice when the visitor left it alone", () => {
      window.history.replaceState(null, "", "/contact?package=goa-beach-break");
      hydrateAfter({ name: "Meera Shah" });
      expect(screen.getByLabelText("Service or package")).toHaveDisplayValue("Goa Beach Break");
      expect(screen.getByLabelText("Your name")).toHaveValue("Meera Shah");
    });
  });

  describe("on a package's own enquiry page", () => {
    // Ladakh-like departures; the build's day is 24 November 2026 (the test's clock).
    const trip = {
      slug: "goa-beach-break",
      today: "2026-11-24",
      departures: {
        anyDate: false,
        dates: [
          { date: "2027-06-05", status: "available" as const, dateText: "Saturday, 5 June 2027" },
          { date: "2027-06-19", status: "fewSeats" as const, dateText: "Saturday, 19 June 2027" },
          { date: "2027-07-03", status: "soldOut" as const, dateText: "Saturday, 3 July 2027" },
          { date: "2027-08-07", status: "available" as const, dateText: "Saturday, 7 August 2027" },
        ],
      },
    };
    const months = () => [...(screen.getByLabelText(contact.form.month.label) as HTMLSelectElement).options].slice(1).map((o) => o.textContent);

    it("has the package chosen in the server's page, so without JavaScript too, and offers only the months the trip runs", () => {
      const html = renderToString(<EnquiryForm {...props} trip={trip} />);
      const page = document.createElement("div");
      page.innerHTML = html;
      const choice = page.querySelector<HTMLSelectElement>('select[name="choice"]')!;
      expect(choice.querySelector("option[selected]")?.textContent).toBe("Goa Beach Break");
      const offered = [...page.querySelectorAll<HTMLOptionElement>('select[name="month"] option')].slice(1).map((o) => o.textContent);
      // July's only date is sold out: no July.
      expect(offered).toEqual(["June 2027", "August 2027"]);
    });

    it("keeps the package through hydration and lists the trip's months; another choice gets every month", async () => {
      const container = document.createElement("div");
      container.innerHTML = renderToString(<EnquiryForm {...props} trip={trip} />);
      document.body.append(container);
      render(<EnquiryForm {...props} trip={trip} />, { container, hydrate: true });
      expect(screen.getByLabelText("Service or package")).toHaveDisplayValue("Goa Beach Break");
      expect(months()).toEqual(["June 2027", "August 2027"]);
      await setup().selectOptions(screen.getByLabelText("Service or package"), "Beach Holidays");
      expect(months()).toHaveLength(12);
    });

    it("fills in the month and the date of the departure the visitor picked on the package's page", () => {
      window.history.replaceState(null, "", "/packages/domestic/goa-beach-break/enquire?date=2027-06-19");
      render(<EnquiryForm {...props} trip={trip} />);
      expect(screen.getByLabelText(contact.form.month.label)).toHaveDisplayValue("June 2027");
      expect(screen.getByLabelText(contact.form.dates.label)).toHaveValue("Saturday, 19 June 2027");
    });

    it("fills in nothing for a sold-out date or one the trip does not leave on", () => {
      for (const date of ["2027-07-03", "2027-06-20"]) {
        window.history.replaceState(null, "", `/packages/domestic/goa-beach-break/enquire?date=${date}`);
        const { unmount } = render(<EnquiryForm {...props} trip={trip} />);
        expect(screen.getByLabelText(contact.form.dates.label)).toHaveValue("");
        unmount();
      }
    });
  });
});
