import { LocalizedLink } from "../../components/localized-link";
import { Container } from "../../components/container";
import { closestMatch } from "../../utils/closest-match";
import { AllServicesList } from "./all-services-list";
import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { sectionPaths } from "../../../model/routes";

type Service = Queries.AllServicesListItemFragment;

interface ServiceNotFoundProps {
  title: string;
  text: string;
  services: readonly Service[];
  /** The address typed, e.g. "/services/adventure-tours"; known only in the browser. */
  pathname: string | null;
}

/** "Service Not Found" for /services/<unknown>: the closest service first, then all of them. */
export function ServiceNotFound({ title, text, services, pathname }: ServiceNotFoundProps) {
  const ui = useUiStrings();
  // What follows the services section's address: the slug the visitor typed.
  const typed = pathname?.startsWith(sectionPaths.services) ? pathname.slice(sectionPaths.services.length).replace(/^\/|\/$/g, "") : "";
  const match = typed ? closestMatch(typed, services) : undefined;
  return (
    <Container css={{ paddingBlock: "clamp(2rem, 6vw, 4rem)" }}>
      <h1 css={{ fontSize: theme.fontSizes.display, color: theme.colors.primaryDark }}>{title}</h1>
      <p css={{ fontSize: theme.fontSizes.lg, maxWidth: 680 }}>{text}</p>
      {/* Wrapped in an element that always exists: page translation rewrites text nodes. */}
      <div aria-live="polite" css={{ minHeight: "4.5rem" }}>
        {match && (
          <p css={{ fontSize: theme.fontSizes.lg, background: theme.colors.primaryLight, padding: theme.space.md, borderRadius: theme.radii.md }}>
            <span>{ui.notFound.lookingFor} </span>
            <LocalizedLink to={match.path} css={{ fontWeight: 700 }}>
              {match.name}
            </LocalizedLink>
            <span>?</span>
          </p>
        )}
      </div>
      <h2 id="all-services" css={{ fontSize: theme.fontSizes.xl, marginTop: theme.space.lg }}>
        {ui.notFound.allServices}
      </h2>
      <AllServicesList services={services} labelledBy="all-services" />
    </Container>
  );
}
