import { useTranslation } from 'react-i18next';
import { SafeHtml, useDocumentTitle, useSettings, type ContactCard, type PageProps } from 'shared';
import { EnquiryForm } from '../enquiry/EnquiryForm';
import './translations';
import './contact-form.css';

interface Branch {
  key: string;
  title: string;
  /** Plain lines (brand facts) or API HTML (settings), never both. */
  lines?: string[];
  html?: string;
  phone?: string;
  email?: string;
}

const BRAND_EMAIL = 'info@sidlopartner.cz';

function brandBranches(t: (key: string) => string): Branch[] {
  return [
    {
      key: 'prague',
      title: t('contactPage.prague'),
      lines: ['Rohanské nábřeží 678/29', '186 00 Praha 8 – Karlín'],
      phone: '+420 222 555 010',
    },
    {
      key: 'brno',
      title: t('contactPage.brno'),
      lines: ['Šumavská 416/15', '602 00 Brno'],
      phone: '+420 541 555 020',
    },
  ];
}

function branchesOf(cards: ContactCard[]): Branch[] {
  return cards
    .filter((card) => card.type === 'branch')
    .map((card, index) => ({
      key: `${index}-${card.title}`,
      title: card.title,
      html: card.address,
      phone: card.phone,
      email: card.email,
    }));
}

/** `+420 222 555 010` → `tel:+420222555010` (spec §5: whitespace stripped for the link). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}

/** The contact-form page: heading, intro, the enquiry form (type contact-form) and the contact details beside it. */
export default function ContactFormPage({ locale }: PageProps) {
  const { t } = useTranslation('forms');
  useDocumentTitle(t('contactPage.title'));
  const contacts = useSettings((state) => state.settings.contacts);

  const fromSettings = contacts ? branchesOf(contacts.branches ?? []) : [];
  const branches = fromSettings.length ? fromSettings : brandBranches(t);
  const email = contacts?.email || BRAND_EMAIL;
  const phones =
    contacts?.phones?.length
      ? contacts.phones
      : branches.flatMap((branch) => (branch.phone ? [{ label: branch.title, number: branch.phone }] : []));

  return (
    <section className="forms-contact container" aria-labelledby="forms-contact-title">
      <header className="forms-contact__header">
        <h1 id="forms-contact-title">{t('contactPage.title')}</h1>
        <p className="forms-contact__intro">{t('contactPage.intro')}</p>
        <p className="forms-contact__steps">{t('contactPage.steps')}</p>
      </header>
      <div className="forms-contact__layout">
        <div className="forms-contact__form">
          <EnquiryForm type="contact-form" locale={locale} />
        </div>
        <aside className="forms-contact__aside" aria-labelledby="forms-contact-aside-title">
          <h2 id="forms-contact-aside-title" className="forms-contact__aside-title">
            {t('contactPage.contactsTitle')}
          </h2>
          {branches.map((branch) => (
            <div key={branch.key} className="forms-contact__branch">
              <h3>{branch.title}</h3>
              {branch.html ? (
                <SafeHtml as="address" html={branch.html} />
              ) : (
                <address>
                  {branch.lines?.map((line) => (
                    <span key={line} className="forms-contact__line">
                      {line}
                    </span>
                  ))}
                </address>
              )}
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
