import { graphql } from "gatsby";
import { DataTable } from "../../components/data-table";
import { LegalArticle, LegalPart } from "../legal/legal-article";
import { fill } from "../../utils/fill";

interface CredentialsProps {
  words: Queries.CredentialsWordsFragment;
  company: Queries.CompanyCredentialsFragment;
  /** Read after links that open in a new tab (content/ui.json). */
  newTabNote: string;
}

/**
 * Proof that the company is real, for a traveller about to send money: each registration with who
 * issued it and a link to the public register that shows it; whom to complain to and how fast they
 * answer (Consumer Protection (E-Commerce) Rules 2020); and where the office is.
 */
export function Credentials({ words, company, newTabNote }: CredentialsProps) {
  const { identifiers, grievance, address, name } = company;
  const external = { target: "_blank", rel: "noopener noreferrer" } as const;
  return (
    <LegalArticle>
      <LegalPart title={words.registrations}>
        <DataTable
          head={[words.registration, words.number, words.issuer]}
          rows={identifiers.items.map((item) => ({
            key: item.label,
            cells: [
              item.label,
              <span key="value" translate="no">
                {item.value}
              </span>,
              <span key="issuer">
                {item.issuer}
                {item.register && (
                  <>
                    {" · "}
                    <a href={item.register} {...external}>
                      {words.check}
                      <span className="visually-hidden">
                        {" "}
                        {fill(words.checkNote, { issuer: item.issuer })} {newTabNote}
                      </span>
                    </a>
                  </>
                )}
              </span>,
            ],
          }))}
        />
        <p css={{ margin: 0 }}>
          <small>{identifiers.note}</small>
        </p>
      </LegalPart>
      <LegalPart title={words.grievanceTitle} paragraphs={[words.grievanceText]}>
        <address css={{ fontStyle: "normal" }}>
          <strong>{grievance.name}</strong>, {grievance.designation}
          <br />
          <a href={`mailto:${grievance.email}`}>{grievance.email}</a>
          <br />
          <a href={`tel:${grievance.phone.e164}`}>{grievance.phone.display}</a>
        </address>
        <ul css={{ margin: 0 }}>
          <li>{words.acknowledge}</li>
          <li>{words.resolve}</li>
        </ul>
      </LegalPart>
      <LegalPart title={words.officeTitle}>
        <address css={{ fontStyle: "normal" }}>
          <strong>{name}</strong>
          <br />
          {address.street}, {address.locality}
          <br />
          {address.city} {address.postalCode}, {address.country}
        </address>
        <p css={{ margin: 0 }}>
          <a href={words.mapUrl} {...external}>
            {words.mapLabel}
            <span className="visually-hidden"> {newTabNote}</span>
          </a>
        </p>
      </LegalPart>
    </LegalArticle>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const credentialsFragments = graphql`
  fragment CredentialsWords on CredentialsJson {
    registrations
    registration
    number
    issuer
    check
    checkNote
    grievanceTitle
    grievanceText
    acknowledge
    resolve
    officeTitle
    mapUrl
    mapLabel
  }
  fragment CompanyCredentials on SettingsJson {
    name
    identifiers {
      note
      items {
        label
        value
        issuer
        register
      }
    }
    grievance {
      name
      designation
      email
      phone {
        display
        e164
      }
    }
    address {
      street
      locality
      city
      postalCode
      country
    }
  }
`;
