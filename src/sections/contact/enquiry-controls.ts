import { enquiryFieldSpecs, type EnquiryFieldSpec } from "../../../model/enquiry-form";
import type { EnquiryValueField } from "../../utils/enquiry-fields";

/** How one of the form's value fields is asked for (model/enquiry-form.ts). */
export type EnquiryControl = EnquiryFieldSpec & { field: EnquiryValueField };

export { enquiryRows } from "../../../model/enquiry-form";

/** Where focus goes on an error: each field's control, in the form's order, then the consent box. */
export const errorOrder = [...enquiryFieldSpecs.map((c) => c.field as EnquiryValueField), "consent"] as const;
