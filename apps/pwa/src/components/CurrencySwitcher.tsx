import { useAtom } from 'jotai';
import { currencies } from '@lottery/contracts';
import { useIntl } from 'react-intl';
import { currencyAtom } from '../lib/atoms/currency';

/** USD / KHR toggle for every amount on screen; each place that shows it brings its own look. */
export function CurrencySwitcher({ className }: { className?: string }) {
  const intl = useIntl();
  const [currency, setCurrency] = useAtom(currencyAtom);
  return (
    <span
      className={className}
      role="group"
      aria-label={intl.formatMessage({ id: 'member.currency' })}
    >
      {currencies.map((code) => (
        <button
          key={code}
          type="button"
          aria-pressed={currency === code}
          onClick={() => setCurrency(code)}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </span>
  );
}
