import { graphql } from "gatsby";
import { FaPhone, FaWhatsapp } from "react-icons/fa6";
import type { SiteSettings } from "../../hooks/use-site-settings";
import { whatsappLink } from "../../utils/contact-links";
import { buttonStyles } from "../../components/button-link";
import { LocalizedLink } from "../../components/localized-link";
import { Container } from "../../components/container";
import { theme } from "../../styles/theme";

interface EnquiryThanksProps {
  copy: Queries.EnquiryThanksFragment;
  settings: SiteSettings;
  /** "(opens in a new tab)" */
  newTabNote: string;
}

// A long label (a phone number in Hindi words) wraps inside its button rather than widen the page.
const wraps = { whiteSpace: "normal" as const, textAlign: "start" as const };

/** After an enquiry: what happens next and how soon, and a planner's phone and WhatsApp for anything sooner. */
export function EnquiryThanks({ copy: { thanks: copy }, settings, newTabNote }: EnquiryThanksProps) {
  return (
    <Container css={{ paddingBlock: "clamp(2rem, 5vw, 4rem)" }}>
      <div css={{ maxWidth: "42rem", display: "grid", gap: theme.space.lg }}>
        <section css={{ display: "grid", gap: theme.space.sm }}>
          <h2 css={{ margin: 0, fontSize: theme.fontSizes.xl, color: theme.colors.primaryDark }}>{copy.nextTitle}</h2>
          {copy.next.map((p) => (
            <p key={p} css={{ margin: 0 }}>
              {p}
            </p>
          ))}
        </section>
        <section css={{ display: "grid", gap: theme.space.sm }}>
          <h2 css={{ margin: 0, fontSize: theme.fontSizes.xl, color: theme.colors.primaryDark }}>{copy.soonerTitle}</h2>
          <div css={{ display: "flex", flexWrap: "wrap", gap: theme.space.sm }}>
            <a href={`tel:${settings.phone.e164}`} css={[buttonStyles("primary"), wraps]}>
              <FaPhone aria-hidden="true" />
              <span>
                {copy.call}: <span css={{ whiteSpace: "nowrap" }}>{settings.phone.display}</span>
              </span>
            </a>
            <a
              href={whatsappLink(settings.whatsapp.number, settings.whatsapp.greeting)}
              target="_blank"
              rel="noopener noreferrer"
              css={[buttonStyles("primary"), wraps, { background: theme.colors.whatsapp }]}
            >
              <FaWhatsapp aria-hidden="true" />
              <span>{copy.whatsapp}</span>
              <span className="visually-hidden"> {newTabNote}</span>
            </a>
          </div>
        </section>
        <p css={{ margin: 0 }}>
          <LocalizedLink to="/">{copy.back}</LocalizedLink>
        </p>
      </div>
    </Container>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const enquiryThanksFragment = graphql`
  fragment EnquiryThanks on ContactJson {
    thanks { nextTitle next soonerTitle call whatsapp back }
  }
`;
