import {
  answered,
  branchesOf,
  field,
  type FormActions,
  enquiryItemOf,
  emailOf,
  phonesOf,
  SafeHtml,
  telHref,
  PageHead,
  useSearchParams,
  useSettings,
  type PageProps,
  useTranslation,
} from 'shared';
import { actions as enquiryActions } from '../../common/enquiry/actions';
import { EnquiryForm } from '../../common/enquiry/EnquiryForm';
import './translations';
import './contact-form.css';

/**
 * The page's forms: the enquiry, and a draft of one started elsewhere (the valuation calculator's
 * contact box, without scripts), whose answer is this page with its form holding the request text
 * — as the modal opens with it where scripts run. Nothing is stored or sent until the visitor sends.
 */
export const actions: FormActions = {
  ...enquiryActions,
  'enquiry-draft': async ({ fields }) => answered('enquiry', { request: field(fields, 'request') }),
};

/**
 * The contact-form page: heading, intro, the enquiry form (type contact-form, or the form of the
 * item an enquiry button led here with) and the contact details beside it.
 */
export default function ContactFormPage({ locale }: PageProps) {
  const { t } = useTranslation('forms');
  // The item of an enquiry button followed without scripts, whose form this page then shows.
  const [params] = useSearchParams();
  const item = enquiryItemOf(params);
  const settings = useSettings((state) => state.settings);
  const branches = branchesOf(settings, locale);
  const email = emailOf(settings);
  const phones = phonesOf(settings, locale);

  return (
    <section className="forms-contact container" aria-labelledby="forms-contact-title">
      <PageHead title={t('contactPage.title')} />
      <header className="forms-contact__header">
        <h1 id="forms-contact-title">{t('contactPage.title')}</h1>
        <p className="forms-contact__intro">{t('contactPage.intro')}</p>
        <p className="forms-contact__steps">{t('contactPage.steps')}</p>
      </header>
      <div className="forms-contact__layout">
        <div className="forms-contact__form">
          {item ? <EnquiryForm {...item} locale={locale} /> : <EnquiryForm type="contact-form" locale={locale} />}
        </div>
        <aside className="forms-contact__aside" aria-labelledby="forms-contact-aside-title">
          <h2 id="forms-contact-aside-title" className="forms-contact__aside-title">
            {t('contactPage.contactsTitle')}
          </h2>
          {branches.map((branch) => (
            <div key={branch.title} className="forms-contact__branch">
              <h3>{branch.title}</h3>
              <SafeHtml as="address" html={branch.address} />
              {branch.email && branch.email !== email && (
                <p className="forms-contact__line">
                  <a href={`mailto:${branch.email}`}>{branch.email}</a>
                </p>
              )}
            </div>
          ))}
          <dl className="forms-contact__list">
            <div className="forms-contact__email">
              <dt>{t('contactPage.email')}</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
            {phones.map((phone) => (
              <div key={phone.number} className="forms-contact__phone">
                <dt>
                  {t('contactPage.phone')} {phone.label}
                </dt>
                <dd>
                  <a href={telHref(phone.number)}>{phone.number}</a>
                </dd>
              </div>
            ))}
          </dl>
          <p className="forms-contact__network">{t('contactPage.network')}</p>
        </aside>
      </div>
    </section>
  );
}
