import { useEffect, useId, useMemo, useRef } from 'react';
import {
  answered,
  bus,
  field,
  formatPrice,
  pathFor,
  type FormActions,
  type PageProps,
  type PostedForm,
  usePostedForm,
  useTranslation,
  PageHead,
} from 'shared';
import { useForm } from 'shared/forms';
import { parseAmount, SIGNED_FIELDS, valuate, type FieldName, type Valuation, type ValuationInput } from './valuation';
import './translations';
import './calculator.css';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

const FIELDS: readonly FieldName[] = ['revenue', 'operatingProfit', 'depreciation', 'interestBearingDebt', 'equity'];
type Values = Record<FieldName, string>;
const EMPTY: Values = { revenue: '', operatingProfit: '', depreciation: '', interestBearingDebt: '', equity: '' };

/** The figures a plain post of the form came back with (the server renders the result from them). */
function postedValues(posted: PostedForm | null): Values {
  const values = { ...EMPTY };
  for (const name of FIELDS) {
    const sent = posted?.values[name];
    if (typeof sent === 'string') values[name] = sent.slice(0, 40);
  }
  return values;
}

/**
 * The calculator's form, posted without scripts (with them it computes as the visitor types): the
 * page again, its result computed from the posted figures. Nothing is stored or sent.
 */
export const actions: FormActions = {
  valuation: async ({ fields }) =>
    answered('valuation', {
      ...Object.fromEntries(FIELDS.map((name) => [name, field(fields, name)])),
      itSector: field(fields, 'itSector'),
      // "Interested in being contacted": the page then offers the contact form with the calculation.
      interest: fields.has('interest'),
    }),
};

/** Parsed inputs, the fields that are invalid, and whether every field is filled. */
function readValues(values: Values) {
  const invalid = new Set<FieldName>();
  const parsed: Partial<Record<FieldName, number>> = {};
  let complete = true;
  for (const name of FIELDS) {
    const amount = parseAmount(values[name], SIGNED_FIELDS.includes(name));
    if (amount === null) complete = false;
    else if (Number.isNaN(amount)) invalid.add(name);
    else parsed[name] = amount;
  }
  return { invalid, parsed: complete && invalid.size === 0 ? (parsed as Record<FieldName, number>) : null };
}

/** The calculation as plain text, the request text of the contact form. */
function describe(
  t: (key: string, options?: Record<string, unknown>) => string,
  input: ValuationInput,
  result: Valuation,
) {
  const amounts = FIELDS.map((name) => `${t(`calculator.fields.${name}`)}: ${input[name]}`).join('; ');
  return t('calculator.requestText', {
    amounts,
    sector: t(input.itSector ? 'calculator.it.yes' : 'calculator.it.no'),
    low: formatPrice(result.low),
    high: formatPrice(result.high),
    probable: formatPrice(result.probable),
  });
}

/** The company valuation calculator: figures in thousands CZK in, an indicative price range out. */
export default function CalculatorPage({ locale }: PageProps) {
  const { t } = useTranslation('content', { lng: locale });
  const idBase = useId();
  // Without scripts the form posts its figures to this page and the server renders the result.
  const posted = usePostedForm('valuation');
  // The contact box ticked in a form the server answered (without scripts): it offers the next step.
  const postedInterest = posted?.values.interest === true;
  // What was typed or chosen before the page hydrated is taken over by the form (useForm).
  const form = useForm({
    ...postedValues(posted),
    itSector: posted?.values.itSector === 'yes' ? 'yes' : 'no',
    interest: postedInterest,
  });
  const { values, set } = form;
  const itSector = values.itSector === 'yes';
  const { invalid, parsed } = useMemo(() => readValues(values), [values]);
  const input: ValuationInput | null = parsed ? { ...parsed, itSector } : null;
  const result = input ? valuate(input) : null;
  // The contact form's request: the calculation, or a plain request without one.
  const request = input && result ? describe(t, input, result) : t('calculator.requestWithout');

  const openEnquiry = () =>
    bus.emit('modal:open', { type: 'contact-form', title: t('calculator.modalTitle'), itemName: request });
  const openEnquiryNow = useRef(openEnquiry);
  openEnquiryNow.current = openEnquiry;
  // Ticking the box opens the contact form with the calculation; so does a box ticked before the
  // page hydrated, once the form has taken it over.
  const interested = useRef(values.interest);
  useEffect(() => {
    if (values.interest && !interested.current) openEnquiryNow.current();
    interested.current = values.interest;
  }, [values.interest]);

  return (
    <section className="container calculator" aria-labelledby={`${idBase}-title`}>
      <PageHead
        title={t('calculator.title')}
        description={t('calculator.description')}
        path={pathFor('valuationCalculator', locale)}
      />
      <h1 id={`${idBase}-title`}>{t('calculator.title')}</h1>
      <p className="calculator__lead">{t('calculator.lead')}</p>
      <form
        ref={form.formRef}
        className="calculator__form"
        method="post"
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <input type="hidden" name="form" value="valuation" />
        {FIELDS.map((name) => {
          const id = `${idBase}-${name}`;
          const bad = invalid.has(name);
          return (
            <div className="calculator__field" key={name}>
              <label htmlFor={id}>{t(`calculator.fields.${name}`)}</label>
              <div className="calculator__input">
                <input
                  id={id}
                  name={name}
                  inputMode={SIGNED_FIELDS.includes(name) ? 'text' : 'numeric'}
                  autoComplete="off"
                  value={values[name]}
                  aria-invalid={bad || undefined}
                  aria-describedby={bad ? `${id}-error` : `${idBase}-unit`}
                  onChange={(event) => set(name, event.target.value)}
                />
                <span aria-hidden="true">{t('calculator.unit')}</span>
              </div>
              {bad && (
                <p className="calculator__error" id={`${id}-error`}>
                  {t('calculator.numeric')}
                </p>
              )}
            </div>
          );
        })}
        <p id={`${idBase}-unit`} className="visually-hidden">
          {t('calculator.unitLong')}
        </p>
        <fieldset className="calculator__sector">
          <legend>{t('calculator.it.legend')}</legend>
          {[false, true].map((value) => (
            <label key={String(value)} className="calculator__choice">
              <input
                type="radio"
                name="itSector"
                value={value ? 'yes' : 'no'}
                checked={itSector === value}
                onChange={() => set('itSector', value ? 'yes' : 'no')}
              />
              {t(value ? 'calculator.it.yes' : 'calculator.it.no')}
            </label>
          ))}
        </fieldset>
        <label className="calculator__choice">
          <input
            type="checkbox"
            name="interest"
            value="yes"
            checked={values.interest}
            onChange={(event) => set('interest', event.target.checked)}
          />
          {t('calculator.interest')}
        </label>
        {/* The scripts compute as the visitor types; without them this button asks the server. */}
        <noscript>
          <button type="submit" className="btn">
            {t('calculator.calculate')}
          </button>
        </noscript>
      </form>
      <div className="calculator__result" aria-live="polite">
        {result ? (
          <dl>
            <div>
              <dt>{t('calculator.range')}</dt>
              <dd data-testid="valuation-range">
                {formatPrice(result.low)} – {formatPrice(result.high)}
              </dd>
            </div>
            <div>
              <dt>{t('calculator.probable')}</dt>
              <dd data-testid="valuation-probable">{formatPrice(result.probable)}</dd>
            </div>
          </dl>
        ) : (
          <p>{t(invalid.size ? 'calculator.fixErrors' : 'calculator.fillIn')}</p>
        )}
        <p className="calculator__note">{t('calculator.disclaimer')}</p>
      </div>
      {postedInterest && (
        // Without scripts: the calculation goes to the contact page's form, which starts with it as
        // the request (the contact page's `enquiry-draft` form); with them, the modal opens.
        <form
          className="calculator__contact"
          method="post"
          action={pathFor('contactForm', locale)}
          aria-labelledby={`${idBase}-contact`}
          onSubmit={(event) => {
            event.preventDefault();
            openEnquiry();
          }}
        >
          <input type="hidden" name="form" value="enquiry-draft" />
          <input type="hidden" name="request" value={request} />
          <p id={`${idBase}-contact`}>{t('calculator.contactNext')}</p>
          <button type="submit" className="btn">
            {t('calculator.contactButton')}
          </button>
        </form>
      )}
    </section>
  );
}
