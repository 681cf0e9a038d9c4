import { graphql } from "gatsby";
import { lazy, Suspense, useEffect, useState } from "react";
import { theme } from "../../styles/theme";
import { buttonStyles } from "../../components/button-link";
import { useTripWords } from "./trip-words";
import type { PartyCalculatorProps } from "./party-calculator";

// The party's total on a package page: a button until a visitor first asks for it, then the
// calculator, whose code (and the arithmetic it runs) is fetched only then, so the page's first-load
// JavaScript does not grow. An address that carries a party (?adults=2&children=2, a link shared
// with the family, or a reload) opens it at once. Without JavaScript its box is hidden (package-detail,
// gatsby-ssr's no-JS style) and the per-person price table above says what each traveller pays.

const PartyCalculator = lazy(() => import(/* webpackChunkName: "party-calculator" */ "./party-calculator"));

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const fragment = graphql`
  fragment PartyTotal on PackagesJson {
    slug
    title
    openMonths
    overseas
    price {
      from
      basis
      gstRate
      tcsRate
      tiers {
        label
        amount
      }
      extras {
        label
        amount
        for
        minAge
        maxAge
      }
      charges {
        label
        amount
        payable
        optional
      }
      periods {
        label
        startsOn
        endsOn
        amount
      }
    }
    departures {
      anyDate
      dates {
        date
        status
        dateText(language: $locale)
      }
    }
    offers {
      kind
      saving
      minTravellers
      validFrom
      validThrough
    }
    deposit {
      payUrl
    }
    policies {
      confirmation {
        depositPercent
        per
        balanceDaysBefore
      }
    }
  }
`;

/** Does the address carry a party (the calculator's choice, written by it)? */
const partyInAddress = () => new URLSearchParams(window.location.search).has("adults");

export function PartyTotalOpener(props: Omit<PartyCalculatorProps, "focusOnLoad">) {
  const words = useTripWords().party;
  const [open, setOpen] = useState<"closed" | "fromAddress" | "asked">("closed");
  useEffect(() => {
    if (partyInAddress()) setOpen("fromAddress");
  }, []);
  return (
    <section aria-labelledby="party-total" css={{ display: "grid", gap: theme.space.md }}>
      <h2 id="party-total" css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        {words.title}
      </h2>
      {open === "closed" ? (
        <button
          type="button"
          onClick={() => setOpen("asked")}
          // The site's outline button; its words may wrap on a narrow phone.
          css={{ ...buttonStyles("outline"), justifySelf: "start", whiteSpace: "normal" }}
        >
          {words.open}
        </button>
      ) : (
        <Suspense fallback={<p aria-busy="true" css={{ margin: 0, minHeight: 44 }} />}>
          <PartyCalculator {...props} focusOnLoad={open === "asked"} />
        </Suspense>
      )}
    </section>
  );
}
