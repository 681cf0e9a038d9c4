import { Container } from "../components/container";
import { FaqAccordion, type FaqItem } from "../components/faq-accordion";
import { SectionHeading } from "../components/section-heading";
import { theme } from "../styles/theme";

interface FaqSectionProps {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

/** A titled band of questions and answers (service FAQs, package terms). */
export function FaqSection({ id, title, items }: FaqSectionProps) {
  return (
    <div css={{ background: theme.colors.surface }}>
      <Container css={{ paddingBlock: "clamp(2rem, 5vw, 4rem)", maxWidth: 860 }}>
        <section aria-labelledby={id}>
          <SectionHeading id={id} title={title} />
          <FaqAccordion items={items} />
        </section>
      </Container>
    </div>
  );
}
