import { drawAdminPaths, type SettingUpdateRequest } from '@lottery/contracts';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormError } from '../../../components/Field';
import { apiPost } from '../../../lib/api-client';
import { settingsAtom } from '../../../lib/atoms/settings';
import { usePageTitle } from '../../../lib/page-title';
import { useSubmit } from '../../../lib/use-submit';
import { rememberWebSetting } from '../../../lib/web-setting';
import { applyTheme, THEME_COUNT, themeNumber } from '../../../lib/themes';
import styles from './ColorSettingPage.module.css';

const themes = Array.from({ length: THEME_COUNT }, (_, i) => i + 1);

const saveTheme = (theme: number) =>
  apiPost(drawAdminPaths.settingUpdate, {
    theme,
  } satisfies SettingUpdateRequest);

/** Previews the 19 themes in this tab; an admin saves the one chosen as the shop's theme. */
export function ColorSettingPage() {
  usePageTitle('page.colorSetting');
  const [settings, setSettings] = useAtom(settingsAtom);
  const [previewed, setPreviewed] = useState(themeNumber(settings.theme));
  const [saved, setSaved] = useState(false);
  const submit = useSubmit();
  const save = () =>
    void submit.run(async () => {
      const next = await saveTheme(previewed);
      rememberWebSetting(next);
      setSettings(next);
      setSaved(true);
    });
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
              setSaved(false);
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
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={submit.busy || previewed === settings.theme}
          onClick={save}
          data-testid="save-theme"
        >
          <FormattedMessage id="colorSetting.save" values={{ number: previewed }} />
        </button>
        <FormError code={submit.formError} />
        {saved && (
          <p role="status">
            <FormattedMessage id="admin.saved" />
          </p>
        )}
      </div>
    </section>
  );
}
