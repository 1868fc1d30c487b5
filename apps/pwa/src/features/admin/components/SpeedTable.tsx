import type { VitalSummaryRow } from '@lottery/contracts';
import { FormattedMessage } from 'react-intl';
import { LoadError } from '../../../components/LoadError';
import type { Loaded } from '../../../lib/loaded';
import styles from './AdminPage.module.css';

/** CLS is stored in thousandths; the others are milliseconds. */
const shown = (row: VitalSummaryRow) =>
  row.name === 'CLS' ? (row.p75 / 1000).toFixed(2) : `${row.p75} ms`;

/** The Speed tab: how fast members' phones found each page, p75 per day, with sample counts. */
export function SpeedTable({ list }: { list: Loaded<VitalSummaryRow[]> }) {
  const rows = list.data;
  return (
    <section className={styles.panel}>
      <p className={styles.muted}>
        <FormattedMessage id="adminSpeed.about" />
      </p>
      {!list.ok && <LoadError error={list.error} />}
      {rows && rows.length === 0 && (
        <p className={styles.muted}>
          <FormattedMessage id="admin.empty" />
        </p>
      )}
      {rows && rows.length > 0 && (
        <div className={styles.tableScroll}>
          <table className={styles.table} data-testid="speed-table">
            <thead>
              <tr>
                {(['day', 'page', 'vital', 'p75', 'samples'] as const).map((column) => (
                  <th key={column} scope="col">
                    <FormattedMessage id={`adminSpeed.${column}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.day} ${row.page} ${row.name}`}>
                  <td>{row.day}</td>
                  <td>{row.page}</td>
                  <td>{row.name}</td>
                  <td>{shown(row)}</td>
                  <td>{row.samples}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
