import { defaultWebSetting, type Locale } from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { localeAtom } from './atoms/locale';
import { settingsAtom } from './atoms/settings';
import { drawDay, formatDate } from './format-date';

/**
 * A draw's name in the reader's language. Rounds are named in Thai ("งวด 16 ม.ค. 2570") by the
 * official draw; other readers get "Draw of 16 January 2027" / "ការចាប់ឆ្នោតថ្ងៃទី …".
 */
export function roundNameIn(
  intl: IntlShape,
  locale: Locale,
  draw: { roundName: string; drawDate: string },
): string {
  if (locale === 'th') return draw.roundName;
  const date = formatDate(drawDay(draw.drawDate), locale);
  return intl.formatMessage({ id: 'draw.drawDate' }, { date });
}

/** `roundNameIn` for the reader of this page: the draw's name in their language. */
export function useRoundName(): (draw: { roundName: string; drawDate: string }) => string {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  return (draw) => roundNameIn(intl, locale, draw);
}

/**
 * The shop's name: the admin's title when they set one, else the default name in the reader's
 * language (the seeded title is the Khmer one).
 */
export function useShopName(): string {
  const intl = useIntl();
  const { webTitle } = useAtomValue(settingsAtom);
  return webTitle && webTitle !== defaultWebSetting.webTitle
    ? webTitle
    : intl.formatMessage({ id: 'app.shopName' });
}
