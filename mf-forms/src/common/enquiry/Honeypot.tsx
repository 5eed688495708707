import { useTranslation } from 'shared';

/**
 * A field people never see or reach: it is off screen, hidden from assistive technology and out of
 * the tab order. Robots that fill in every field fill it too, and the API then keeps their
 * enquiry aside instead of treating it as a lead. Its label tells anyone who finds it to leave it
 * empty.
 */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('forms');
  return (
    <div className="forms-enquiry__trap" aria-hidden="true">
      <label htmlFor={id}>{t('enquiry.trap')}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
