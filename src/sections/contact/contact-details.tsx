import { FaEnvelope, FaLocationDot, FaPhone, FaWhatsapp } from "react-icons/fa6";
import type { SiteSettings } from "../../hooks/use-site-settings";
import { theme } from "../../styles/theme";

interface ContactDetailsProps {
  settings: SiteSettings;
  hoursTitle: string;
}

const row = { display: "grid", gridTemplateColumns: "2.5rem 1fr", gap: theme.space.sm, alignItems: "start", margin: 0 };
const icon = { display: "grid", placeItems: "center", width: 40, height: 40, borderRadius: "50%", background: theme.colors.primaryLight, color: theme.colors.primary };

/** Phone, WhatsApp, email, the office with a map link, and office hours. */
export function ContactDetails({ settings, hoursTitle }: ContactDetailsProps) {
  const { address } = settings;
  return (
    <div css={{ display: "grid", gap: theme.space.lg, alignContent: "start" }}>
      {/* An e-mail address is one long word: it may break anywhere rather than widen the page. */}
      <address css={{ fontStyle: "normal", display: "grid", gap: theme.space.md, overflowWrap: "anywhere" }}>
        <p css={row}>
          <span css={icon}><FaPhone aria-hidden="true" /></span>
          <span>
            <strong css={{ display: "block" }}>Call us</strong>
            <a href={`tel:${settings.phone.e164}`}>{settings.phone.display}</a>
          </span>
        </p>
        <p css={row}>
          <span css={icon}><FaWhatsapp aria-hidden="true" /></span>
          <span>
            <strong css={{ display: "block" }}>WhatsApp</strong>
            <a href={`https://wa.me/${settings.whatsapp.number}?text=${encodeURIComponent(settings.whatsapp.greeting)}`} target="_blank" rel="noopener noreferrer">
              Chat with a planner<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </span>
        </p>
        <p css={row}>
          <span css={icon}><FaEnvelope aria-hidden="true" /></span>
          <span>
            <strong css={{ display: "block" }}>Email</strong>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </span>
        </p>
        <p css={row}>
          <span css={icon}><FaLocationDot aria-hidden="true" /></span>
          <span>
            <strong css={{ display: "block" }}>Office</strong>
            <span css={{ display: "block" }}>{address.street}, {address.locality}</span>
            <span css={{ display: "block" }}>{address.city}, {address.region} {address.postalCode}, {address.country}</span>
            <a href={settings.mapUrl} target="_blank" rel="noopener noreferrer">
              Open in Maps<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </span>
        </p>
      </address>
      <div>
        <h2 css={{ fontSize: theme.fontSizes.lg, margin: "0 0 0.5rem", color: theme.colors.primaryDark }}>{hoursTitle}</h2>
        <ul css={{ margin: 0, paddingLeft: "1.2rem" }}>
          {settings.officeHours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
