import { CurrencySelect } from '../common/CurrencySelect';

/** `mf_commerce/CurrencySwitch`: the labelled currency switch for the header or the footer. */
export default function CurrencySwitch() {
  return <CurrencySelect />;
}
