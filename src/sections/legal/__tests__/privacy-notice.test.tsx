import privacyEn from "../../../../content/privacy.json";
import privacyHi from "../../../../content/hi/privacy.json";
import settings from "../../../../content/settings.json";
import { render, screen, within } from "@testing-library/react";
import { PrivacyNotice } from "../privacy-notice";
import { emptyEnquiry, enquiryPayload } from "../../../utils/enquiry";
import type { SiteSettings } from "../../../hooks/use-site-settings";

// The notice's list of what the form collects (content/privacy.json › collected › items) names, in
// each item's `fields`, the form's fields it tells of. What the form sends is read from the code that
// builds the send (enquiryPayload, made from src/utils/enquiry-fields.ts; e2e/enquiry.spec.ts holds a
// real send and the built static form to the same list), so a new field fails here until the notice says so.

/** Every field an enquiry carries, as the script posts it. */
const sent = Object.keys(enquiryPayload(emptyEnquiry, {}, { honeypot: "", language: "en", renderedAt: "0", consent: true, privacyVersion: privacyEn.version }));
/**
 * The two that carry nothing about the visitor: the host's name for the form (the same on every
 * send) and the spam trap (hidden from people, so empty when a person sends).
 */
const aboutNoOne = ["form-name", "bot-field"];

describe.each([
  ["en", privacyEn, "Google Translate"],
  ["hi", privacyHi, "गूगल ट्रांसलेट"],
])("the privacy notice (%s)", (_language, notice, translator) => {
  const named = notice.collected.items.flatMap((item) => item.fields);

  it("tells of every field the form sends about the visitor", () => {
    expect(sent.filter((field) => !aboutNoOne.includes(field) && !named.includes(field))).toEqual([]);
  });

  it("names only fields the form sends", () => {
    expect(named.filter((field) => !sent.includes(field))).toEqual([]);
  });

  it("shows each item, and links Google's privacy policy beside the Translate button's part", () => {
    render(
      <PrivacyNotice
        notice={notice as Queries.PrivacyNoticeFragment}
        settings={{ ...settings, siteUrl: "https://example.com", language: "en", ogImage: { childImageSharp: null } } as SiteSettings}
      />,
    );
    const list = screen.getByRole("heading", { level: 2, name: notice.collected.title }).closest("section")!;
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(notice.collected.items.map((i) => i.text));
    const part = screen.getByRole("heading", { level: 2, name: notice.translation.title }).closest("section")!;
    expect(within(part).getByText(new RegExp(translator))).toBeInTheDocument();
    expect(within(part).getByRole("link", { name: notice.translation.policy.label })).toHaveAttribute("href", "https://policies.google.com/privacy");
  });
});

it("leaves out of the notice only fields the form does send", () => {
  expect(sent).toEqual(expect.arrayContaining(aboutNoOne));
});
