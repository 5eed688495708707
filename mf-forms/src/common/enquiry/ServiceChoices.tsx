import type { FieldErrors } from 'shared';
import { Checkbox, errorsOf } from 'shared/forms';
import type { EnquiryType } from './api';
import { useTranslation } from 'shared';

interface ServiceChoicesProps {
  type: EnquiryType;
  /** The services offered with the item; none: no group. */
  offered: string[];
  chosen: string[];
  onChosen: (chosen: string[]) => void;
  virtualPlace: boolean;
  onVirtualPlace: (on: boolean) => void;
  errors: FieldErrors;
  id: (name: string) => string;
}

/**
 * What else the visitor wants with the item: the offered services as a group of checkboxes, and
 * for a ready-made company a virtual office too (the ids match the form's error-summary links).
 */
export function ServiceChoices(props: ServiceChoicesProps) {
  const { type, offered, chosen, onChosen, errors, id } = props;
  const { t } = useTranslation('forms');
  const toggle = (name: string, on: boolean) =>
    onChosen(on ? [...chosen, name] : chosen.filter((item) => item !== name));
  return (
    <>
      {offered.length > 0 && (
        <fieldset className="forms-field forms-checks">
          <legend className="forms-field__label">{t('enquiry.otherServices')}</legend>
          {offered.map((name, index) => (
            <Checkbox
              key={name}
              id={id(`service-${index}`)}
              name="otherServices"
              value={name}
              label={name}
              checked={chosen.includes(name)}
              onChange={(on) => toggle(name, on)}
              errors={index === 0 ? errorsOf(errors, 'content.otherServices') : undefined}
            />
          ))}
        </fieldset>
      )}
      {type === 'readymade' && (
        <Checkbox
          id={id('virtualPlace')}
          name="virtualPlace"
          label={t('enquiry.virtualPlace')}
          checked={props.virtualPlace}
          onChange={props.onVirtualPlace}
          errors={errorsOf(errors, 'content.virtualPlace')}
        />
      )}
    </>
  );
}
