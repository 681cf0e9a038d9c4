// Written by `npm run model:schemas` from the model (model/fragments.ts): edit the model, not this file.
// Gatsby reads GraphQL fragments from a file's exports and finds them by name (@public for knip).
import { graphql } from "gatsby";

/** @public The enquiry form's words for its fields (model/enquiry-form.ts): labels, errors, the enquiry text's lines. */
export const enquiryFieldWords = graphql`
  fragment EnquiryFieldWords on ContactJson {
    form { choice { label none services packages } name { label hint } email { label hint } phone { label hint } contactBy { label phone whatsapp email } month { label none } dates { label hint } adults { label hint } children { label hint } departure { label hint } budget { label hint none bands { value label } } message { label hint } consent honeypot }
    errors { name email phone contactBy dates adults children departure message emailOrPhone needEmail needPhone consent tooFast }
    summary { from subject subjectFallback interestedIn email phone contactBy month dates adults children departure budget message }
  }
`;
