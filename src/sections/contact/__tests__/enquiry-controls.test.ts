import { enquiryValueFields } from "../../../utils/enquiry-fields";
import { enquiryRows } from "../../../../model/enquiry-form";

describe("the enquiry form's controls", () => {
  it("ask for every value field the send carries, once each, in the same order", () => {
    expect(enquiryRows.flat().map((c) => c.field)).toEqual([...enquiryValueFields]);
  });

  it("each have their own id", () => {
    const ids = enquiryRows.flat().map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("the enquiry form's lists", () => {
  it("each say where their options come from, and only lists do", () => {
    const specs = enquiryRows.flat();
    expect(specs.filter((c) => "options" in c).map((c) => c.field)).toEqual(specs.filter((c) => c.as === "select" || c.as === "choices").map((c) => c.field));
  });
});
