import { graphql } from "gatsby";
import { cancellationRows } from "../package/package-policies";
import { theme } from "../../styles/theme";
import { LegalArticle, LegalIntro, LegalPart } from "./legal-article";

interface BookingTermsProps {
  terms: Queries.BookingTermsPageFragment;
  /** The cancellation table's words, as on a package's page (content/ui.json, "trip"). */
  words: { cancelWhen: string; cancelCharge: string; cancelFrom: string; cancelBetween: string; cancelUnder: string; cancelCharged: string };
}

const cell = { padding: "0.5rem 0.75rem", borderBottom: `1px solid ${theme.colors.border}`, textAlign: "start" as const };

/**
 * The booking terms: booking, then the payment terms and the cancellation schedule that every
 * package follows unless its own page says otherwise (the same values, content/booking-terms.json).
 */
export function BookingTerms({ terms, words }: BookingTermsProps) {
  return (
    <LegalArticle>
      <LegalIntro paragraphs={terms.intro} note={terms.updated} />
      <LegalPart {...terms.booking} />
      <LegalPart title={terms.paymentTitle} paragraphs={terms.payment} />
      <LegalPart title={terms.cancellationTitle}>
        <table css={{ borderCollapse: "collapse", width: "100%" }}>
          <thead>
            <tr>
              <th scope="col" css={cell}>{words.cancelWhen}</th>
              <th scope="col" css={cell}>{words.cancelCharge}</th>
            </tr>
          </thead>
          <tbody>
            {/* Read as spans, as on a package's page: one reading of the schedule for both. */}
            {cancellationRows(terms.cancellation, words).map((row) => (
              <tr key={row.when}>
                <td css={cell}>{row.when}</td>
                <td css={cell}>{row.charge}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {terms.cancellationNotes.map((p) => (
          <p key={p} css={{ margin: 0 }}>{p}</p>
        ))}
      </LegalPart>
      <LegalPart {...terms.changes} />
    </LegalArticle>
  );
}

export const bookingTermsPageFragment = graphql`
  fragment BookingTermsPage on BookingTermsJson {
    intro
    booking { title paragraphs }
    paymentTitle
    payment
    cancellationTitle
    cancellation { daysBefore charge }
    cancellationNotes
    changes { title paragraphs }
    updated
  }
`;
