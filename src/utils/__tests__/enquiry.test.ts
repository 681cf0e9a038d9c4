import contact from "../../../content/contact.json";
import {
  choiceFromQuery,
  emptyEnquiry,
  enquiryPayload,
  messageFromQuery,
  pickedDateFromQuery,
  partyFromQuery,
  enquiryText,
  mailtoLink,
  SEND_TIMEOUT_SECONDS,
  sendEnquiry,
  validateEnquiry,
  whatsappLink,
} from "../enquiry";
import { enquiryFields, sentTooFast } from "../enquiry-fields";
import { nextMonths } from "../next-months";
import { monthNamesIn } from "../month-names";

// The messages and labels visitors read are content (content/contact.json).
const messages = contact.errors;
const valid = { ...emptyEnquiry, name: "Asha Rao", email: "asha@example.com", contactBy: "email" };
const known = { services: ["beach", "adventure"], packages: ["goa-beach-break"] };

describe("enquiry validation", () => {
  it("accepts a name with an email, or with a phone, and consent", () => {
    expect(validateEnquiry(valid, true, messages)).toEqual({});
    expect(validateEnquiry({ ...valid, email: "", phone: "+91 98765 43210", contactBy: "whatsapp" }, true, messages)).toEqual({});
    expect(validateEnquiry({ ...valid, email: "", phone: "9876543210", contactBy: "phone" }, true, messages)).toEqual({});
  });

  it("asks for a name, one way to reply, how to reply and consent when the form is empty", () => {
    expect(validateEnquiry(emptyEnquiry, false, messages)).toEqual({
      name: "Please tell us your name.",
      email: "Please give an email address or a phone number, so we can reply.",
      contactBy: messages.contactBy,
      consent: messages.consent,
    });
  });

  it("explains a malformed email and phone", () => {
    const errors = validateEnquiry({ ...valid, email: "asha@", phone: "12345" }, true, messages);
    expect(errors.email).toMatch(/looks incomplete/);
    expect(errors.phone).toMatch(/10 digits/);
  });

  it("asks for the detail the chosen way of replying needs", () => {
    expect(validateEnquiry({ ...valid, contactBy: "whatsapp" }, true, messages)).toEqual({ phone: messages.needPhone });
    expect(validateEnquiry({ ...valid, email: "", phone: "9876543210", contactBy: "email" }, true, messages)).toEqual({ email: messages.needEmail });
  });

  it.each(["0", "51", "2.5", "two", ""])("rejects %p adults", (adults) => {
    expect(validateEnquiry({ ...valid, adults }, true, messages).adults).toMatch(/1 to 50/);
  });

  it.each(["-1", "1.5", "many"])("rejects %p children, and accepts none", (childrenUnder12) => {
    expect(validateEnquiry({ ...valid, childrenUnder12 }, true, messages).childrenUnder12).toMatch(/0 to 50/);
    expect(validateEnquiry({ ...valid, childrenUnder12: "" }, true, messages).childrenUnder12).toBeUndefined();
  });

  it("will not send without consent, and says why", () => {
    expect(validateEnquiry(valid, false, messages)).toEqual({ consent: expect.stringMatching(/privacy notice/) });
  });
});

describe("the spam check's clock", () => {
  it("refuses a send within 3 seconds of the form appearing, or without a time", () => {
    expect(sentTooFast("10000", 11_500)).toBe(true);
    expect(sentTooFast("", 20_000)).toBe(true);
    expect(sentTooFast("10000", 13_000)).toBe(false);
  });
});

describe("preselection from the address", () => {
  it.each([
    ["?service=beach", "service:beach"],
    ["?package=goa-beach-break", "package:goa-beach-break"],
    ["?enquiry=quote", "quote"],
    ["?service=unknown", null],
    ["", null],
  ])("%p -> %p", (search, expected) => expect(choiceFromQuery(search, known)).toBe(expected));
});

describe("a message begun by the address", () => {
  it("reads ?message=, decoded, and ignores an empty one", () => {
    expect(messageFromQuery("?package=goa&message=Theme%3A%20Family%2C%20Budget%3A%20Under%20%E2%82%B925%2C000")).toBe("Theme: Family, Budget: Under ₹25,000");
    expect(messageFromQuery("?message=%20%20")).toBeNull();
    expect(messageFromQuery("?service=beach")).toBeNull();
  });

  it("keeps at most 2,000 characters, as many as the field takes", () => {
    expect(messageFromQuery(`?message=${"a".repeat(2100)}`)).toHaveLength(2000);
  });
});

const labels = {
  choice: { "package:goa-beach-break": "Goa Beach Break" },
  month: { "2027-03": "March 2027" },
  budget: { "25000-50000": "₹25,000 to ₹50,000" },
  contactBy: { whatsapp: "WhatsApp" },
};
const full = {
  ...valid,
  choice: "package:goa-beach-break",
  phone: "+91 98765 43210",
  contactBy: "whatsapp",
  month: "2027-03",
  adults: "2",
  childrenUnder12: "1",
  departure: "Pune",
  budget: "25000-50000",
  message: "Pool & sea view?",
};

describe("a departure picked on the package's page", () => {
  const open = [
    { date: "2027-06-05", dateText: "Saturday, 5 June 2027" },
    { date: "2027-06-19", dateText: "Saturday, 19 June 2027" },
  ];

  it("is one of the trip's open dates: its month and its date in words", () => {
    expect(pickedDateFromQuery("?date=2027-06-19", open)).toEqual({ month: "2027-06", dates: "Saturday, 19 June 2027" });
  });

  it("is nothing for a date the trip does not leave on, or a date that is not one", () => {
    expect(pickedDateFromQuery("?date=2027-06-20", open)).toBeNull();
    expect(pickedDateFromQuery("?date=%3Cb%3E", open)).toBeNull();
    expect(pickedDateFromQuery("", open)).toBeNull();
  });
});

describe("a party sent by a package page's total", () => {
  it("fills the month, the day as read and the travellers", () => {
    expect(partyFromQuery("?package=kerala-backwaters&month=2027-06&dates=Saturday%2C%205%20June%202027&adults=2&children=2")).toEqual({
      month: "2027-06",
      dates: "Saturday, 5 June 2027",
      adults: "2",
      childrenUnder12: "2",
    });
  });

  it("leaves out what the form would refuse", () => {
    expect(partyFromQuery("?month=2027-13&adults=0&children=-1&dates=")).toEqual({});
    expect(partyFromQuery("?month=June&adults=two&children=100")).toEqual({});
  });
});

describe("the field names", () => {
  it('shadow none of a form element\'s own properties but its old "name"', () => {
    const form = document.createElement("form");
    expect(enquiryFields.filter((f) => f in form)).toEqual(["name"]);
  });
});

describe("the send", () => {
  const payload = enquiryPayload(full, labels, { honeypot: "", language: "hi", renderedAt: "1700000000000", consent: true, privacyVersion: "2026-11-24" });

  it("carries each chosen option's value, the same in every language, and beside it the words the visitor read", () => {
    expect(payload).toMatchObject({
      "form-name": "enquiry",
      choice: "package:goa-beach-break",
      "choice-label": "Goa Beach Break",
      month: "2027-03",
      "month-label": "March 2027",
      budget: "25000-50000",
      "budget-label": "₹25,000 to ₹50,000",
      contactBy: "whatsapp",
      "contactBy-label": "WhatsApp",
      adults: "2",
      childrenUnder12: "1",
      consent: "yes",
      "privacy-version": "2026-11-24",
      language: "hi",
    });
  });

  it("sends the typed text trimmed, and no words for an option not chosen", () => {
    const p = enquiryPayload({ ...full, name: "  Asha Rao ", budget: "" }, labels, {
      honeypot: "",
      language: "en",
      renderedAt: "1",
      consent: false,
      privacyVersion: "v",
    });
    expect(p).toMatchObject({ name: "Asha Rao", budget: "", "budget-label": "", consent: "" });
  });

  it("names every field in the form's order, each option's words right after it", () => {
    expect(Object.keys(payload)).toEqual([
      "form-name",
      "bot-field",
      "choice",
      "choice-label",
      "name",
      "email",
      "phone",
      "contactBy",
      "contactBy-label",
      "month",
      "month-label",
      "dates",
      "adults",
      "childrenUnder12",
      "departure",
      "budget",
      "budget-label",
      "message",
      "language",
      "rendered-at",
      "consent",
      "privacy-version",
    ]);
  });
});

describe("fallback messages", () => {
  const text = enquiryText(full, labels, contact.summary);

  it("spells out the enquiry line by line", () => {
    expect(text).toBe(
      [
        "Enquiry from Asha Rao",
        "Interested in: Goa Beach Break",
        "Travel month: March 2027",
        "Adults: 2",
        "Children: 1",
        "Travelling from: Pune",
        "Budget per person: ₹25,000 to ₹50,000",
        "Reply by: WhatsApp",
        "Email: asha@example.com",
        "Phone: +91 98765 43210",
        "Message: Pool & sea view?",
      ].join("\n"),
    );
  });

  it("encodes it into a WhatsApp link and an email link", () => {
    const wa = whatsappLink("919876543210", text);
    expect(wa.startsWith("https://wa.me/919876543210?text=Enquiry%20from%20Asha%20Rao%0AInterested")).toBe(true);
    expect(wa).toContain("Pool%20%26%20sea%20view%3F");
    expect(decodeURIComponent(wa.split("?text=")[1])).toBe(text);
    expect(mailtoLink("hello@x.example", "Enquiry", text)).toMatch(/^mailto:hello@x\.example\?subject=Enquiry&body=Enquiry%20from/);
  });
});

describe("months", () => {
  it("are valued the same in every language, named in each", () => {
    const from = new Date(2026, 10, 24);
    expect(nextMonths(from, monthNamesIn("en-GB"), 2)).toEqual([
      { value: "2026-11", label: "November 2026" },
      { value: "2026-12", label: "December 2026" },
    ]);
    expect(nextMonths(from, monthNamesIn("hi-IN"), 1)).toEqual([{ value: "2026-11", label: "नवंबर 2026" }]);
  });
});

describe("sending", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });
  const answer = (value: Partial<Response> | Error) =>
    (global.fetch = jest.fn(() => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value as Response))) as typeof fetch);

  it("posts the enquiry urlencoded to the host and says how the host answered", async () => {
    answer({ ok: true, status: 200 });
    await expect(sendEnquiry("name=Asha")).resolves.toBe("sent");
    expect(global.fetch).toHaveBeenCalledWith(
      "/",
      expect.objectContaining({ method: "POST", body: "name=Asha", headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
    );
    answer({ ok: false, status: 500 });
    await expect(sendEnquiry("name=Asha")).resolves.toBe("failed");
    answer(new TypeError("Failed to fetch"));
    await expect(sendEnquiry("name=Asha")).resolves.toBe("failed");
  });

  it(`gives up after ${SEND_TIMEOUT_SECONDS} s without an answer and calls the request off`, async () => {
    jest.useFakeTimers();
    // A request that never settles, not even when aborted.
    global.fetch = jest.fn(() => new Promise<Response>(() => {})) as typeof fetch;
    let outcome: string | undefined;
    void sendEnquiry("name=Asha").then((o) => (outcome = o));
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_SECONDS * 1000 - 1);
    expect(outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toBe("timedOut");
    expect(jest.mocked(global.fetch).mock.calls[0][1]?.signal?.aborted).toBe(true);
  });

  it("reports a time-out, not a failure, when the abort rejects the request as browsers do", async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    ) as typeof fetch;
    const sent = sendEnquiry("name=Asha", 2);
    await jest.advanceTimersByTimeAsync(2000);
    await expect(sent).resolves.toBe("timedOut");
  });

  it("leaves no timer behind once answered", async () => {
    jest.useFakeTimers();
    answer({ ok: true, status: 200 });
    await expect(sendEnquiry("name=Asha")).resolves.toBe("sent");
    expect(jest.getTimerCount()).toBe(0);
  });
});
