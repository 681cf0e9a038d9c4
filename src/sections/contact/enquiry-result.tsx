import type { Contact } from "../../../model/content";
import { FaEnvelope, FaWhatsapp } from "react-icons/fa6";
import { buttonStyles } from "../../components/button-link";
import { theme } from "../../styles/theme";

interface EnquiryResultProps {
  state: "sent" | "failed";
  title: string;
  text: string;
  whatsappHref?: string;
  mailtoHref?: string;
  copy: Pick<Contact, "sendOnWhatsapp" | "sendByEmail">;
}

/** After a send: thanks, or a plain failure with the same enquiry ready for WhatsApp or email. */
export function EnquiryResult({ state, title, text, whatsappHref, mailtoHref, copy }: EnquiryResultProps) {
  const failed = state === "failed";
  return (
    <div
      role={failed ? "alert" : "status"}
      css={{
        padding: theme.space.lg,
        borderRadius: theme.radii.md,
        background: failed ? theme.colors.errorSurface : theme.colors.successSurface,
        borderLeft: `4px solid ${failed ? theme.colors.error : theme.colors.success}`,
      }}
    >
      <h3 css={{ margin: "0 0 0.5rem", fontSize: theme.fontSizes.lg }}>{title}</h3>
      <p css={{ margin: 0 }}>{text}</p>
      {failed && (
        <div css={{ display: "flex", flexWrap: "wrap", gap: theme.space.sm, marginTop: theme.space.md }}>
          <a href={whatsappHref} target="_blank" rel="noopener noreferrer" css={[buttonStyles("primary"), { background: theme.colors.whatsapp }]}>
            <FaWhatsapp aria-hidden="true" />
            <span>{copy.sendOnWhatsapp}</span>
          </a>
          <a href={mailtoHref} css={buttonStyles("outline")}>
            <FaEnvelope aria-hidden="true" />
            <span>{copy.sendByEmail}</span>
          </a>
        </div>
      )}
    </div>
  );
}
