import { graphql } from "gatsby";
import { whatsappLink } from "../../utils/contact-links";
import { FaEnvelope, FaLocationDot, FaPhone, FaWhatsapp } from "react-icons/fa6";
import type { SiteSettings } from "../../hooks/use-site-settings";
import { theme } from "../../styles/theme";

interface ContactDetailsProps {
  settings: SiteSettings;
  copy: Queries.ContactDetailsCopyFragment;
  /** "(opens in a new tab)", for links that open one. */
  newTabNote: string;
}

const row = { display: "grid", gridTemplateColumns: "2.5rem 1fr", gap: theme.space.sm, alignItems: "start", margin: 0 };
const icon = {
  display: "grid",
  placeItems: "center",
  width: 40,
  height: 40,
  borderRadius: "50%",
  background: theme.colors.primaryLight,
  color: theme.colors.primary,
};

/** Phone, WhatsApp, email, the office with a map link, and office hours. */
export function ContactDetails({ settings, copy, newTabNote }: ContactDetailsProps) {
  const { details } = copy;
  const { address } = settings;
  const rows = [
    { Drawing: FaPhone, title: details.call, body: <a href={`tel:${settings.phone.e164}`}>{settings.phone.display}</a> },
    {
      Drawing: FaWhatsapp,
      title: details.whatsapp,
      body: (
        <a href={whatsappLink(settings.whatsapp.number, settings.whatsapp.greeting)} target="_blank" rel="noopener noreferrer">
          {details.whatsappLink}
          <span className="visually-hidden"> {newTabNote}</span>
        </a>
      ),
    },
    { Drawing: FaEnvelope, title: details.email, body: <a href={`mailto:${settings.email}`}>{settings.email}</a> },
    {
      Drawing: FaLocationDot,
      title: details.office,
      body: (
        <>
          <span css={{ display: "block" }}>
            {address.street}, {address.locality}
          </span>
          <span css={{ display: "block" }}>
            {address.city}, {address.region} {address.postalCode}, {address.country}
          </span>
          <a href={settings.mapUrl} target="_blank" rel="noopener noreferrer">
            {details.map}
            <span className="visually-hidden"> {newTabNote}</span>
          </a>
        </>
      ),
    },
  ];
  return (
    <div css={{ display: "grid", gap: theme.space.lg, alignContent: "start" }}>
      {/* An e-mail address is one long word: it may break anywhere rather than widen the page. */}
      <address css={{ fontStyle: "normal", display: "grid", gap: theme.space.md, overflowWrap: "anywhere" }}>
        {rows.map(({ Drawing, title, body }) => (
          <p key={title} css={row}>
            <span css={icon}>
              <Drawing aria-hidden="true" />
            </span>
            <span>
              <strong css={{ display: "block" }}>{title}</strong>
              {body}
            </span>
          </p>
        ))}
      </address>
      <div>
        <h2 css={{ fontSize: theme.fontSizes.lg, margin: "0 0 0.5rem", color: theme.colors.primaryDark }}>{copy.hoursTitle}</h2>
        <ul css={{ margin: 0, paddingLeft: "1.2rem" }}>
          {settings.officeHours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const contactDetailsCopyFragment = graphql`
  fragment ContactDetailsCopy on ContactJson {
    hoursTitle
    details { call whatsapp whatsappLink email office map }
  }
`;
