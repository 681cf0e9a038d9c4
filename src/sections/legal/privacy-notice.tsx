import { graphql } from "gatsby";
import type { SiteSettings } from "../../hooks/use-site-settings";
import { fill } from "../../utils/fill";
import { LegalArticle, LegalIntro, LegalPart } from "./legal-article";

interface PrivacyNoticeProps {
  notice: Queries.PrivacyNoticeFragment;
  /** Who the company is and its grievance officer (content/settings.json). */
  settings: SiteSettings;
}

const listCss = { margin: 0, paddingLeft: "1.2rem" };

/** The privacy notice: each part of content/privacy.json, with the company and its grievance officer from the settings. */
export function PrivacyNotice({ notice, settings }: PrivacyNoticeProps) {
  const { address, grievance } = settings;
  return (
    <LegalArticle>
      <LegalIntro paragraphs={notice.intro} note={fill(notice.versionLabel, { version: notice.version })} />
      <LegalPart {...notice.company}>
        <address css={{ fontStyle: "normal" }}>
          <strong translate="no">{settings.name}</strong>
          <br />
          {address.street}, {address.locality}, {address.city} {address.postalCode}, {address.country}
          <br />
          <a href={`mailto:${settings.email}`}>{settings.email}</a>
          <br />
          <a href={`tel:${settings.phone.e164}`} css={{ whiteSpace: "nowrap" }}>
            {settings.phone.display}
          </a>
        </address>
      </LegalPart>
      <LegalPart {...notice.collected}>
        <ul css={listCss}>
          {notice.collected.items.map((item) => (
            <li key={item.text}>{item.text}</li>
          ))}
        </ul>
      </LegalPart>
      <LegalPart {...notice.purpose} />
      <LegalPart {...notice.retention} />
      <LegalPart {...notice.processors} />
      <LegalPart title={notice.stored.title} paragraphs={notice.stored.paragraphs}>
        <ul css={listCss}>
          {notice.stored.items.map((item) => (
            <li key={item.text}>{item.text}</li>
          ))}
        </ul>
      </LegalPart>
      <LegalPart title={notice.translation.title} paragraphs={notice.translation.paragraphs}>
        <p css={{ margin: 0 }}>
          <a href={notice.translation.policy.url} rel="noopener noreferrer">
            {notice.translation.policy.label}
          </a>
        </p>
      </LegalPart>
      <LegalPart {...notice.rights} />
      <LegalPart {...notice.grievance}>
        <address css={{ fontStyle: "normal" }}>
          <strong>{grievance.name}</strong>
          <br />
          <a href={`mailto:${grievance.email}`}>{grievance.email}</a>
        </address>
      </LegalPart>
    </LegalArticle>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const privacyNoticeFragment = graphql`
  fragment PrivacyNotice on PrivacyJson {
    version
    versionLabel
    intro
    company { title paragraphs }
    collected { title paragraphs items { text } }
    purpose { title paragraphs }
    retention { title paragraphs }
    processors { title paragraphs }
    stored { title paragraphs items { text } }
    translation { title paragraphs policy { label url } }
    rights { title paragraphs }
    grievance { title paragraphs }
  }
`;
