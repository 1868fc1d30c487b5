import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { settingsAtom } from '../../../lib/atoms/settings';
import { usePageTitle } from '../../../lib/page-title';
import { applyTheme, THEME_COUNT, themeNumber } from '../../../lib/themes';
import styles from './ColorSettingPage.module.css';

const themes = Array.from({ length: THEME_COUNT }, (_, i) => i + 1);

/** Previews the 19 themes in this tab only; the shop's theme is a site setting. */
export function ColorSettingPage() {
  usePageTitle('page.colorSetting');
  const settings = useAtomValue(settingsAtom);
  const [previewed, setPreviewed] = useState(themeNumber(settings.theme));
  return (
    <section className={styles.page}>
      <h1>
        <FormattedMessage id="page.colorSetting" />
      </h1>
      <p>
        <FormattedMessage id="colorSetting.hint" />
      </p>
      <div className={styles.grid}>
        {themes.map((theme) => (
          <button
            key={theme}
            type="button"
            data-theme={theme}
            className={styles.swatch}
            aria-pressed={previewed === theme}
            onClick={() => {
              setPreviewed(theme);
              applyTheme(theme);
            }}
          >
            <span className={styles.primary} />
            <span className={styles.secondary} />
            <span>
              <FormattedMessage id="colorSetting.theme" values={{ number: theme }} />
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
