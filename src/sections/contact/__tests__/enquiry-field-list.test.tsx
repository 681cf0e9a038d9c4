import contact from "../../../../content/contact.json";
import contactHi from "../../../../content/hi/contact.json";
import privacy from "../../../../content/privacy.json";
import { TextEncoder } from "node:util";
import { enquiryFieldSpecs } from "../../../../model/enquiry-form";
import { EnquiryForm } from "../enquiry-form";
import { monthNamesIn } from "../../../utils/month-names";
import { queriedCopy } from "../__fixtures__/queried-copy";

// The enquiry form's fields are written once (model/enquiry-form.ts): each has its control in the
// form the server renders (what the host reads) and its words in both languages' content.

Object.assign(globalThis, { TextEncoder });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

type Words = Record<string, Record<string, unknown>>;
const wordsIn = (json: unknown) => json as Words;

describe("each field of the enquiry list", () => {
  const html = renderToString(
    <EnquiryForm
      copy={queriedCopy(contact)}
      monthNames={monthNamesIn("en-GB")}
      services={[]}
      packages={[]}
      email="hello@x.example"
      whatsappNumber="919876543210"
      phone={{ display: "+91 98765 43210", e164: "+919876543210" }}
      privacyVersion={privacy.version}
    />,
  );
  const form = document.createElement("div");
  form.innerHTML = html;

  it.each(enquiryFieldSpecs.map((s) => [s.field, s] as const))(
    "%s has a control in the server-rendered form (the host's twin) and its words in both languages",
    (field, spec) => {
      expect(form.querySelector(`[name="${field}"]`)).not.toBeNull();
      expect(form.querySelector(`#${spec.id}, [id^="${spec.id}"]`)).not.toBeNull();
      if (spec.as === "select" || spec.as === "choices") expect(form.querySelector(`input[type="hidden"][name="${field}-label"]`)).not.toBeNull();
      for (const words of [wordsIn(contact), wordsIn(contactHi)]) {
        expect((words.form[spec.words] as { label: string }).label).toBeTruthy();
        if (spec.check) expect(words.errors[spec.words]).toBeTruthy();
        if (spec.text) expect(words.summary[spec.text.words ?? spec.words]).toBeTruthy();
      }
    },
  );
});
