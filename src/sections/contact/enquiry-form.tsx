import { graphql } from "gatsby";
import { enquiryRows, type EnquiryFieldSpec } from "../../../model/enquiry-form";
import { localizePath } from "../../../model/locales";
import { enquiryFormAnchor, enquirySentPath, legalPaths } from "../../../model/routes";
import { useEnquiryForm, type EnquiryTrip } from "../../hooks/use-enquiry-form";
import { chosenLabels, SEND_TIMEOUT_SECONDS } from "../../utils/enquiry";
import { CONSENT_VALUE, ENQUIRY_FORM_NAME, HONEYPOT_FIELD, type EnquiryValueField } from "../../utils/enquiry-fields";
import { fieldWords, type EnquiryOption } from "../../utils/enquiry-options";
import { fill } from "../../utils/fill";
import { buttonStyles } from "../../components/button-link";
import { LocalizedLink } from "../../components/localized-link";
import { FormField, inputCss } from "./form-field";
import { ChoiceGroup, ConsentBox } from "./choice-group";
import { EnquiryResult } from "./enquiry-result";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { notSearched } from "../../utils/search-index";

interface EnquiryFormProps {
  copy: Queries.EnquiryCopyFragment;
  /** The language's twelve month names, in calendar order (`UiJson.monthNames`). */
  monthNames: readonly string[];
  services: readonly { slug: string; name: string }[];
  packages: readonly { slug: string; title: string }[];
  email: string;
  whatsappNumber: string;
  phone: { display: string; e164: string };
  /** The privacy notice's version (content/privacy.json): it travels with the consent. */
  privacyVersion: string;
  /**
   * On a package's own enquiry page: the package is chosen in the server's page (so without
   * JavaScript too), the month list holds the months the trip runs, and a departure's date in the
   * address (?date=2027-06-19) fills in the month and the dates.
   */
  trip?: EnquiryTrip;
}

/** One of the form's fields as the model writes it (model/enquiry-form.ts), its name one of the values the form keeps. */
type Control = EnquiryFieldSpec & { field: EnquiryValueField };

const row = { display: "grid", gap: theme.space.md, [mq.sm]: { gridTemplateColumns: "1fr 1fr" } };

const optionsOf = (options: readonly EnquiryOption[]) =>
  options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

/**
 * The enquiry form as the visitor sees it: each field of the model's list (model/enquiry-form.ts)
 * with its words, errors and options, the consent, and what a failed send offers. Its state and its
 * send are useEnquiryForm's (src/hooks/use-enquiry-form.ts); this renders them. Without JavaScript
 * it is a static-host form that posts natively to the thank-you page.
 */
export function EnquiryForm({ copy, monthNames, services, packages, email, whatsappNumber, phone, privacyVersion, trip }: EnquiryFormProps) {
  const { form } = copy;
  const { formRef, language, values, setField, consent, setConsent, errors, state, hydrated, renderedAt, lists, labels, elsewhere, onSubmit } = useEnquiryForm({
    form,
    quoteLabel: copy.quoteLabel,
    services,
    packages,
    monthNames,
    errorWords: copy.errors,
    summaryWords: copy.summary,
    email,
    whatsappNumber,
    privacyVersion,
    trip,
  });
  // A render function, not a component: a component made here would be new on every render, and
  // React would replace the controls (and lose focus) at each keystroke.
  const renderControl = ({ field, id, words, as, input }: Control) => {
    const own = fieldWords(form, words);
    const error = errors[field];
    const list = lists[field];
    const onChange = (e: { target: { value: string } }) => setField(field, e.target.value);
    // A typed field's attributes, the same for a line and a box.
    const typed = (describedBy: string | undefined, invalid: boolean) => ({
      id,
      name: field,
      ...input,
      value: values[field],
      onChange,
      "aria-describedby": describedBy,
      "aria-invalid": invalid,
    });
    if (as === "choices") {
      return (
        <ChoiceGroup
          key={id}
          id={id}
          name={field}
          legend={own.label}
          options={list?.options ?? []}
          value={values[field]}
          error={error}
          onChange={(value) => setField(field, value)}
        />
      );
    }
    return (
      <FormField key={id} id={id} label={own.label} hint={own.hint} error={error}>
        {(describedBy, invalid) =>
          as === "select" ? (
            <select id={id} name={field} value={values[field]} onChange={onChange} aria-describedby={describedBy} css={inputCss}>
              <option value="">{own.none}</option>
              {optionsOf(list?.options ?? [])}
              {list?.groups.map((g) => (
                <optgroup key={g.label} label={g.label}>
                  {optionsOf(g.options)}
                </optgroup>
              ))}
            </select>
          ) : as === "textarea" ? (
            <textarea {...typed(describedBy, invalid)} css={[inputCss, { resize: "vertical" }]} />
          ) : (
            <input {...typed(describedBy, invalid)} css={inputCss} />
          )
        }
      </FormField>
    );
  };

  return (
    <form
      {...notSearched}
      ref={formRef}
      id={enquiryFormAnchor}
      name={ENQUIRY_FORM_NAME}
      method="POST"
      action={localizePath(enquirySentPath, language)}
      data-netlify="true"
      data-netlify-honeypot={HONEYPOT_FIELD}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-labelledby="enquiry-title"
      css={{
        display: "grid",
        gap: theme.space.md,
        background: theme.colors.background,
        padding: "clamp(1rem, 4vw, 2rem)",
        borderRadius: theme.radii.lg,
        boxShadow: theme.shadows.card,
        minWidth: 0,
        // A link to the form lands on it below the sticky header.
        scrollMarginTop: theme.layout.headerHeight,
      }}
    >
      <h2 id="enquiry-title" css={{ margin: 0, fontSize: theme.fontSizes.xl, color: theme.colors.primaryDark }}>
        {copy.formTitle}
      </h2>
      <p css={{ margin: 0, color: theme.colors.muted }}>{copy.formIntro}</p>
      <input type="hidden" name="form-name" value={ENQUIRY_FORM_NAME} />
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="rendered-at" value={renderedAt} />
      <input type="hidden" name="privacy-version" value={privacyVersion} />
      {/* The words of each chosen option, beside its value (src/utils/enquiry-fields.ts). */}
      {Object.entries(chosenLabels(values, labels)).map(([field, words]) => (
        <input key={field} type="hidden" name={field} value={words} />
      ))}
      <p className="visually-hidden" aria-hidden="true">
        <label>
          {form.honeypot} <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      {enquiryRows.map((controls: readonly Control[]) => {
        const fields = controls.map(renderControl);
        return controls.length > 1 ? (
          <div key={controls[0].id} css={row}>
            {fields}
          </div>
        ) : (
          fields
        );
      })}
      <p css={{ margin: 0, fontSize: theme.fontSizes.sm }}>
        {copy.notice} <LocalizedLink to={legalPaths.privacy}>{copy.noticeLink}</LocalizedLink>
      </p>
      <ConsentBox
        id="enquiry-consent"
        name="consent"
        value={CONSENT_VALUE}
        label={form.consent}
        checked={consent}
        error={errors.consent}
        onChange={setConsent}
      />
      {(state === "failed" || state === "timedOut") && (
        <EnquiryResult
          title={copy.failureTitle}
          text={state === "timedOut" ? fill(copy.timeoutText, { seconds: SEND_TIMEOUT_SECONDS }) : copy.failureText}
          copy={copy}
          phone={phone}
          callLabel={copy.details.call}
          whatsappHref={elsewhere.whatsappHref}
          mailtoHref={elsewhere.mailtoHref}
        />
      )}
      <p role="status" css={{ margin: 0, color: theme.colors.error, fontWeight: 600, "&:empty": { display: "none" } }}>
        {state === "tooFast" && <span>{copy.errors.tooFast}</span>}
      </p>
      <button type="submit" disabled={state === "sending"} css={[buttonStyles("accent"), { justifySelf: "start", minWidth: 200 }]}>
        {state === "sending" ? copy.sending : copy.send}
      </button>
    </form>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const enquiryCopyFragment = graphql`
  fragment EnquiryCopy on ContactJson {
    formTitle
    formIntro
    quoteLabel
    failureTitle
    failureText
    timeoutText
    notice
    noticeLink
    ...EnquiryFieldWords
    send
    sending
    sendOnWhatsapp
    sendByEmail
    details { call }
  }
`;
