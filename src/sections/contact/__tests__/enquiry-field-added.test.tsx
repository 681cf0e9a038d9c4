import contact from "../../../../content/contact.json";
import privacy from "../../../../content/privacy.json";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextEncoder } from "node:util";
import { contactSchema } from "../../../../model/content/contact";
import { enquiryFields } from "../../../utils/enquiry-fields";
import { monthNamesIn } from "../../../utils/month-names";
import { EnquiryForm } from "../enquiry-form";
import { queriedCopy } from "../__fixtures__/queried-copy";

// A field added to the one list (model/enquiry-form.ts), and nothing else but its words: it is
// asked for, checked, sent, written into the enquiry text and declared to the host, and the content
// model asks each language's contact.json for its words.
jest.mock("../../../../model/enquiry-form", () => {
  const actual = jest.requireActual("../../../../model/enquiry-form");
  const diet = { field: "diet", id: "enquiry-diet", words: "diet", as: "input", hint: true, check: (v: string) => v.length <= 20, text: { line: 13 } };
  const rows = [...actual.enquiryRows, [diet]];
  return { ...actual, enquiryRows: rows, enquiryFieldSpecs: rows.flat() };
});

Object.assign(globalThis, { TextEncoder });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

describe("a field added to the list", () => {
  const copy = {
    ...contact,
    form: { ...contact.form, diet: { label: "Dietary needs", hint: "Vegetarian, Jain, allergies..." } },
    errors: { ...contact.errors, diet: "Please keep it under 20 characters." },
    summary: { ...contact.summary, diet: "Diet" },
  };
  const modules = { EnquiryForm, contactSchema, enquiryFields };
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(2026, 10, 24, 10) });
    window.sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  const props = () => ({
    copy: queriedCopy(copy),
    monthNames: monthNamesIn("en-GB"),
    services: [],
    packages: [],
    email: "hello@x.example",
    whatsappNumber: "919876543210",
    phone: { display: "+91 98765 43210", e164: "+919876543210" },
    privacyVersion: privacy.version,
  });

  it("asks each language's content for its words", () => {
    expect(modules.contactSchema.safeParse(copy).success).toBe(true);
    expect(modules.contactSchema.safeParse(contact).success).toBe(false);
  });

  it("is declared to the host in the server-rendered form and in the send's fields", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<modules.EnquiryForm {...props()} />);
    expect(container.querySelector('input#enquiry-diet[name="diet"]')).not.toBeNull();
    expect(modules.enquiryFields).toContain("diet");
  });

  it("is asked for, checked, sent, and written into the enquiry text", async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 500 }) as typeof fetch;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<modules.EnquiryForm {...props()} />);
    await user.type(screen.getByLabelText("Your name"), "Asha Rao");
    await user.type(screen.getByLabelText("Phone"), "9876543210");
    await user.click(screen.getByRole("radio", { name: "WhatsApp" }));
    await user.click(screen.getByRole("checkbox", { name: contact.form.consent }));
    const field = screen.getByLabelText("Dietary needs");
    await user.type(field, "Jain, no onion or garlic please");
    act(() => jest.advanceTimersByTime(5000));
    await user.click(screen.getByRole("button", { name: contact.send }));
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/under 20 characters/);
    expect(global.fetch).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, "Jain");
    await user.click(screen.getByRole("button", { name: contact.send }));
    const body = new URLSearchParams(String(jest.mocked(global.fetch).mock.calls[0][1]?.body));
    expect(body.get("diet")).toBe("Jain");
    const wa = await screen.findByRole("link", { name: contact.sendOnWhatsapp });
    expect(decodeURIComponent(wa.getAttribute("href") ?? "")).toMatch(/\nDiet: Jain$/);
  });
});
