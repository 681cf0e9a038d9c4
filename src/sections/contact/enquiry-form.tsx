import { graphql } from "gatsby";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useEnquiryDraft } from "../../hooks/use-enquiry-draft";
import { choiceFromQuery, enquiryText, mailtoLink, nextMonths, validateEnquiry, whatsappLink, type EnquiryErrors, type EnquiryValues } from "../../utils/enquiry";
import { buttonStyles } from "../../components/button-link";
import { FormField, inputCss } from "./form-field";
import { EnquiryResult } from "./enquiry-result";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";

interface EnquiryFormProps {
  copy: Queries.EnquiryCopyFragment;
  /** For the month names (content/ui.json). */
  locale: string;
  services: readonly { slug: string; name: string }[];
  packages: readonly { slug: string; title: string }[];
  email: string;
  whatsappNumber: string;
}

const FIELD_ORDER: (keyof EnquiryErrors)[] = ["name", "email", "phone", "travellers", "message"];
const encode = (data: Record<string, string>) => new URLSearchParams(data).toString();

/**
 * The enquiry form: a Netlify-style static-host form (posts natively without JavaScript), with
 * inline errors, a draft kept in sessionStorage, and a WhatsApp/email fallback when sending fails.
 */
export function EnquiryForm({ copy, locale, services, packages, email, whatsappNumber }: EnquiryFormProps) {
  const { values, setValues, clear } = useEnquiryDraft(() =>
    choiceFromQuery(window.location.search, { services: services.map((s) => s.slug), packages: packages.map((p) => p.slug) }),
  );
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  const [months, setMonths] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => setMonths(nextMonths(new Date(), locale)), [locale]);

  const labels: Record<string, string> = {
    quote: copy.quoteLabel,
    ...Object.fromEntries(services.map((s) => [`service:${s.slug}`, s.name])),
    ...Object.fromEntries(packages.map((p) => [`package:${p.slug}`, p.title])),
  };
  const set = (field: keyof EnquiryValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const text = enquiryText(values, labels[values.choice] ?? "", copy.summary);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateEnquiry(values, copy.errors);
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setState("sending");
    try {
      const response = await fetch("/", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: encode({ "form-name": "enquiry", ...values, choice: labels[values.choice] ?? "" }),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      setState("sent");
      clear();
    } catch {
      setState("failed");
    }
  };

  if (state === "sent") return <EnquiryResult state="sent" title={copy.successTitle} text={copy.successText} copy={copy} />;

  return (
    <form
      ref={formRef}
      name="enquiry"
      method="POST"
      action="/"
      data-netlify="true"
      data-netlify-honeypot="bot-field"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="enquiry-title"
      css={{ display: "grid", gap: theme.space.md, background: theme.colors.background, padding: "clamp(1rem, 4vw, 2rem)", borderRadius: theme.radii.lg, boxShadow: theme.shadows.card }}
    >
      <h2 id="enquiry-title" css={{ margin: 0, fontSize: theme.fontSizes.xl, color: theme.colors.primaryDark }}>{copy.formTitle}</h2>
      <p css={{ margin: 0, color: theme.colors.muted }}>{copy.formIntro}</p>
      <input type="hidden" name="form-name" value="enquiry" />
      <p className="visually-hidden" aria-hidden="true">
        <label>
          {copy.form.honeypot} <input name="bot-field" tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      <FormField id="enquiry-name" label={copy.form.name.label} error={errors.name}>
        {(describedBy, invalid) => <input id="enquiry-name" name="name" autoComplete="name" value={values.name} onChange={set("name")} aria-describedby={describedBy} aria-invalid={invalid} css={inputCss} />}
      </FormField>
      <div css={{ display: "grid", gap: theme.space.md, [mq.sm]: { gridTemplateColumns: "1fr 1fr" } }}>
        <FormField id="enquiry-email" label={copy.form.email.label} hint={copy.form.email.hint} error={errors.email}>
          {(describedBy, invalid) => <input id="enquiry-email" name="email" type="email" autoComplete="email" value={values.email} onChange={set("email")} aria-describedby={describedBy} aria-invalid={invalid} css={inputCss} />}
        </FormField>
        <FormField id="enquiry-phone" label={copy.form.phone.label} hint={copy.form.phone.hint} error={errors.phone}>
          {(describedBy, invalid) => <input id="enquiry-phone" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set("phone")} aria-describedby={describedBy} aria-invalid={invalid} css={inputCss} />}
        </FormField>
      </div>
      <FormField id="enquiry-choice" label={copy.form.choice.label}>
        {(describedBy) => (
          <select id="enquiry-choice" name="choice" value={values.choice} onChange={set("choice")} aria-describedby={describedBy} css={inputCss}>
            <option value="">{copy.form.choice.none}</option>
            <option value="quote">{copy.quoteLabel}</option>
            <optgroup label={copy.form.choice.services}>
              {services.map((s) => (
                <option key={s.slug} value={`service:${s.slug}`}>{s.name}</option>
              ))}
            </optgroup>
            <optgroup label={copy.form.choice.packages}>
              {packages.map((p) => (
                <option key={p.slug} value={`package:${p.slug}`}>{p.title}</option>
              ))}
            </optgroup>
          </select>
        )}
      </FormField>
      <div css={{ display: "grid", gap: theme.space.md, [mq.sm]: { gridTemplateColumns: "1fr 1fr" } }}>
        <FormField id="enquiry-month" label={copy.form.month.label}>
          {(describedBy) => (
            <select id="enquiry-month" name="month" value={values.month} onChange={set("month")} aria-describedby={describedBy} css={inputCss}>
              <option value="">{copy.form.month.none}</option>
              {months.map((m) => (
                <option key={m} value={m}>{m}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="enquiry-travellers" label={copy.form.travellers.label} error={errors.travellers}>
          {(describedBy, invalid) => <input id="enquiry-travellers" name="travellers" type="number" min={1} max={50} inputMode="numeric" value={values.travellers} onChange={set("travellers")} aria-describedby={describedBy} aria-invalid={invalid} css={inputCss} />}
        </FormField>
      </div>
      <FormField id="enquiry-message" label={copy.form.message.label} hint={copy.form.message.hint} error={errors.message}>
        {(describedBy, invalid) => <textarea id="enquiry-message" name="message" rows={5} value={values.message} onChange={set("message")} aria-describedby={describedBy} aria-invalid={invalid} css={[inputCss, { resize: "vertical" }]} />}
      </FormField>
      <p css={{ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>{copy.privacyNote}</p>
      {state === "failed" && (
        <EnquiryResult
          state="failed"
          title={copy.failureTitle}
          text={copy.failureText}
          copy={copy}
          whatsappHref={whatsappLink(whatsappNumber, text)}
          mailtoHref={mailtoLink(email, `${copy.summary.subject}: ${labels[values.choice] ?? copy.summary.subjectFallback}`, text)}
        />
      )}
      <button type="submit" disabled={state === "sending"} css={[buttonStyles("accent"), { justifySelf: "start", minWidth: 200 }]}>
        {state === "sending" ? copy.sending : copy.send}
      </button>
    </form>
  );
}

export const enquiryCopyFragment = graphql`
  fragment EnquiryCopy on ContactJson {
    formTitle
    formIntro
    quoteLabel
    successTitle
    successText
    failureTitle
    failureText
    privacyNote
    form {
      name { label hint }
      email { label hint }
      phone { label hint }
      choice { label none services packages }
      month { label none }
      travellers { label hint }
      message { label hint }
      honeypot
    }
    errors { name emailOrPhone email phone travellers message }
    send
    sending
    sendOnWhatsapp
    sendByEmail
    summary { from subject subjectFallback interestedIn month travellers email phone message }
  }
`;
