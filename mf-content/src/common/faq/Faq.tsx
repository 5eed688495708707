import type { Locale } from 'shared';
import { faqJsonLd } from '../head/jsonLd';
import '../translations';
import './faq.css';
import { useTranslation } from 'shared';

/** A question of a page's FAQ with its answer in plain text. */
export interface FaqPair {
  question: string;
  answer: string;
}

/** The questions and answers of a page, each question a heading; the same pairs go into its FAQPage data. */
export function FaqSection({ id, locale, pairs }: { id: string; locale: Locale; pairs: FaqPair[] }) {
  const { t } = useTranslation('content', { lng: locale });
  if (pairs.length === 0) return null;
  return (
    <section className="content-faq" aria-labelledby={id}>
      <h2 id={id} className="content-faq__title">
        {t('page.faqTitle')}
      </h2>
      {pairs.map((pair) => (
        <div key={pair.question} className="content-faq__item">
          <h3 className="content-faq__question">{pair.question}</h3>
          <p className="content-faq__answer">{pair.answer}</p>
        </div>
      ))}
    </section>
  );
}

/** FAQPage structured data for a page with questions, none for a page without. */
export function faqData(pairs: FaqPair[]) {
  return pairs.length > 0 ? [faqJsonLd(pairs)] : [];
}
