import type { Contact } from "../../../model/content";
import { FaEnvelope, FaPhone, FaWhatsapp } from "react-icons/fa6";
import { buttonStyles } from "../../components/button-link";
import { theme } from "../../styles/theme";

interface EnquiryResultProps {
  title: string;
  text: string;
  whatsappHref: string;
  mailtoHref: string;
  /** The office phone, for a visitor who would rather talk. */
  phone: { display: string; e164: string };
  callLabel: string;
  copy: Pick<Contact, "sendOnWhatsapp" | "sendByEmail">;
}

/** A failed send, said plainly, with the same enquiry ready for WhatsApp or email, and the phone. */
export function EnquiryResult({ title, text, whatsappHref, mailtoHref, phone, callLabel, copy }: EnquiryResultProps) {
  return (
    <div
      role="alert"
      css={{ padding: theme.space.lg, borderRadius: theme.radii.md, background: theme.colors.errorSurface, borderLeft: `4px solid ${theme.colors.error}` }}
    >
      <h3 css={{ margin: "0 0 0.5rem", fontSize: theme.fontSizes.lg }}>{title}</h3>
      <p css={{ margin: 0 }}>{text}</p>
      <div css={{ display: "flex", flexWrap: "wrap", gap: theme.space.sm, marginTop: theme.space.md }}>
        <a href={whatsappHref} target="_blank" rel="noopener noreferrer" css={[buttonStyles("primary"), { background: theme.colors.whatsapp }]}>
          <FaWhatsapp aria-hidden="true" />
          <span>{copy.sendOnWhatsapp}</span>
        </a>
        <a href={`tel:${phone.e164}`} css={[buttonStyles("outline"), { whiteSpace: "normal", textAlign: "start" }]}>
          <FaPhone aria-hidden="true" />
          <span>
            {callLabel}: <span css={{ whiteSpace: "nowrap" }}>{phone.display}</span>
          </span>
        </a>
        <a href={mailtoHref} css={buttonStyles("outline")}>
          <FaEnvelope aria-hidden="true" />
          <span>{copy.sendByEmail}</span>
        </a>
      </div>
    </div>
  );
}
