import type { PrizeValue } from '@lottery/contracts';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '../../../components/LoadError';
import { currencyAtom } from '../../../lib/atoms/currency';
import type { Loaded } from '../../../lib/loaded';
import { showAmount } from '../../../lib/money';
import { usePageTitle } from '../../../lib/page-title';
import { prizeLabel } from '../../../lib/prizes';
import { formatBaht } from '../money';
import sections from './Sections.module.css';
import styles from './Results.module.css';

/** /prize-table: what one ticket wins with each prize: how many numbers, official baht, payout. */
export function PrizeTablePage({
  values,
  onRetry,
}: {
  /** Undefined while loading. */
  values: Loaded<PrizeValue[]> | undefined;
  /** Asks again after a failure. */
  onRetry: () => void;
}) {
  usePageTitle('page.prizeTable');
  const intl = useIntl();
  const currency = useAtomValue(currencyAtom);
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="page.prizeTable" />
      </h1>
      <p>
        <FormattedMessage id="prizeTable.help" />
      </p>
      {values === undefined ? (
        <p role="status" aria-busy="true" data-testid="prize-table-loading">
          <FormattedMessage id="app.loading" />
        </p>
      ) : values.ok ? (
        <div className={sections.card}>
          <table className={styles.prizeTable} data-testid="prize-table">
            <thead>
              <tr>
                <th>
                  <FormattedMessage id="prizeTable.kind" />
                </th>
                <th>
                  <FormattedMessage id="prizeTable.count" />
                </th>
                <th>
                  <FormattedMessage id="prizeTable.baht" />
                </th>
                <th>
                  <FormattedMessage id="prizeTable.payout" />
                </th>
              </tr>
            </thead>
            <tbody>
              {values.data.map((value) => (
                <tr key={value.kind} data-kind={value.kind}>
                  <td>{prizeLabel(intl, value.kind)}</td>
                  <td>{intl.formatNumber(value.count)}</td>
                  <td>{formatBaht(value.baht)}</td>
                  <td>
                    <strong>{showAmount(value.payout, currency)}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <LoadError error={values.error} onRetry={onRetry} />
      )}
      <Link to="/draw-results">
        <FormattedMessage id="prizeTable.results" />
      </Link>
    </div>
  );
}
