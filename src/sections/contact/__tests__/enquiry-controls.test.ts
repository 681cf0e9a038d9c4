import { enquiryValueFields } from "../../../utils/enquiry-fields";
import { enquiryRows } from "../enquiry-controls";

describe("the enquiry form's controls", () => {
  it("ask for every value field the send carries, once each, in the same order", () => {
    expect(enquiryRows.flat().map((c) => c.field)).toEqual([...enquiryValueFields]);
  });

  it("each have their own id", () => {
    const ids = enquiryRows.flat().map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
