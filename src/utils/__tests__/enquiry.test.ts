import contact from "../../../content/contact.json";
import { choiceFromQuery, emptyEnquiry, messageFromQuery, enquiryText, mailtoLink, nextMonths, validateEnquiry, whatsappLink } from "../enquiry";

// The messages and labels visitors read are content (content/contact.json).
const messages = contact.errors;
const valid = { ...emptyEnquiry, name: "Asha Rao", email: "asha@example.com" };
const known = { services: ["beach", "adventure"], packages: ["goa-beach-break"] };

describe("enquiry validation", () => {
  it("accepts a name with an email, or with a phone", () => {
    expect(validateEnquiry(valid, messages)).toEqual({});
    expect(validateEnquiry({ ...valid, email: "", phone: "+91 98765 43210" }, messages)).toEqual({});
    expect(validateEnquiry({ ...valid, email: "", phone: "9876543210" }, messages)).toEqual({});
  });

  it("asks for a name and for one way to reply when the form is empty", () => {
    expect(validateEnquiry(emptyEnquiry, messages)).toEqual({
      name: "Please tell us your name.",
      email: "Please give an email address or a phone number, so we can reply.",
    });
  });

  it("explains a malformed email and phone", () => {
    const errors = validateEnquiry({ ...valid, email: "asha@", phone: "12345" }, messages);
    expect(errors.email).toMatch(/looks incomplete/);
    expect(errors.phone).toMatch(/10 digits/);
  });

  it.each(["0", "51", "2.5", "two"])("rejects %p travellers", (travellers) => {
    expect(validateEnquiry({ ...valid, travellers }, messages).travellers).toMatch(/1 to 50/);
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

  it("keeps at most 500 characters", () => {
    expect(messageFromQuery(`?message=${"a".repeat(600)}`)).toHaveLength(500);
  });
});

describe("fallback messages", () => {
  const text = enquiryText({ ...valid, phone: "+91 98765 43210", month: "March 2027", travellers: "4", message: "Pool & sea view?" }, "Goa Beach Break", contact.summary);

  it("spells out the enquiry line by line", () => {
    expect(text).toBe(
      "Enquiry from Asha Rao\nInterested in: Goa Beach Break\nTravel month: March 2027\nTravellers: 4\nEmail: asha@example.com\nPhone: +91 98765 43210\nMessage: Pool & sea view?",
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

describe("travel months", () => {
  it("lists twelve months from the current one", () => {
    const months = nextMonths(new Date(2026, 10, 22), "en-GB");
    expect(months[0]).toBe("November 2026");
    expect(months[2]).toBe("January 2027");
    expect(months).toHaveLength(12);
  });
});
