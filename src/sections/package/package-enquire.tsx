import { FaWhatsapp } from "react-icons/fa6";
import { ButtonLink, buttonStyles } from "../../components/button-link";
import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { fill } from "../../utils/fill";
import { whatsappLink } from "../../utils/enquiry";
import { packageEnquiryLink } from "../../../model/routes";
import { useTripWords } from "./trip-words";

interface PackageEnquireProps {
  /** The package's page (English address): its enquiry page is under it. */
  path: string;
  title: string;
  /** "6 days, 5 nights", already in the page's language. */
  duration: string;
  whatsappNumber: string;
  className?: string;
}

/** Enquire (the package's own form, at the form, the package chosen) and Ask on WhatsApp (a message naming the trip). */
export function PackageEnquire({ path, title, duration, whatsappNumber, className }: PackageEnquireProps) {
  const ui = useUiStrings();
  const trip = useTripWords();
  return (
    <div className={className} data-print="hide" data-pagefind-ignore="" css={{ display: "flex", flexWrap: "wrap", gap: theme.space.sm }}>
      <ButtonLink to={packageEnquiryLink(path)} variant="accent">
        {trip.enquire}
      </ButtonLink>
      <a
        href={whatsappLink(whatsappNumber, fill(trip.whatsappMessage, { title, duration }))}
        target="_blank"
        rel="noopener noreferrer"
        css={{ ...buttonStyles("primary"), background: theme.colors.whatsapp, "&:hover": { background: theme.colors.success } }}
      >
        <FaWhatsapp aria-hidden="true" size="1.2rem" />
        <span>{trip.whatsapp}</span>
        <span className="visually-hidden"> {ui.newTabNote}</span>
      </a>
    </div>
  );
}
