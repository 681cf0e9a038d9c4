import { graphql } from "gatsby";
import { CancellationTable, type CancellationWords } from "../package/cancellation-table";
import { LegalArticle, LegalIntro, LegalPart } from "./legal-article";

interface BookingTermsProps {
  terms: Queries.BookingTermsPageFragment;
  /** The cancellation table's words, as on a package's page (content/ui.json, "trip"). */
  words: CancellationWords;
}

/**
 * The booking terms: booking, then the payment terms and the cancellation schedule that every
 * package follows unless its own page says otherwise (the same values, content/booking-terms.json).
 */
export function BookingTerms({ terms, words }: BookingTermsProps) {
  return (
    <LegalArticle>
      <LegalIntro paragraphs={terms.intro} note={terms.updated} />
      <LegalPart {...terms.booking} />
      {/* A deposit paid online is a payment like any other, refunded by the same schedule below. */}
      <LegalPart title={terms.paymentTitle} paragraphs={[...terms.payment, ...terms.deposit.terms]} />
      <LegalPart title={terms.cancellationTitle}>
        <CancellationTable schedule={terms.cancellation} words={words} />
        {terms.cancellationNotes.map((p) => (
          <p key={p} css={{ margin: 0 }}>
            {p}
          </p>
        ))}
      </LegalPart>
      <LegalPart {...terms.changes} />
    </LegalArticle>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const bookingTermsPageFragment = graphql`
  fragment BookingTermsPage on BookingTermsJson {
    intro
    booking { title paragraphs }
    paymentTitle
    payment
    deposit { terms }
    cancellationTitle
    cancellation { daysBefore charge }
    cancellationNotes
    changes { title paragraphs }
    updated
  }
`;
