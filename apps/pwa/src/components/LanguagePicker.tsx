import { mdiTranslate } from '@mdi/js';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { isLocale, type Locale } from '@lottery/contracts';
import { localeAtom } from '../lib/atoms/locale';
import { Icon } from './Icon';
import styles from './LanguagePicker.module.css';

/** Each language is named in itself, so a reader finds theirs whatever the current one is. */
const languageNames: Record<Locale, string> = { km: 'ខ្មែរ', th: 'ไทย', en: 'English' };

export function LanguagePicker() {
  const [locale, setLocale] = useAtom(localeAtom);
  const intl = useIntl();
  return (
    <label className={styles.picker}>
      <Icon path={mdiTranslate} size={18} />
      <span className="visually-hidden">{intl.formatMessage({ id: 'language.label' })}</span>
      <select
        data-testid="language-picker"
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {Object.entries(languageNames).map(([value, name]) => (
          <option key={value} value={value} lang={value}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
