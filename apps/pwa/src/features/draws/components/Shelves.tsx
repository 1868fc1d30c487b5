import type { ProductGroupItem } from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { localeAtom } from '../../../lib/atoms/locale';
import { useLoad } from '../../../lib/use-load';
import { fetchProductGroups } from '../api';
import styles from './Sections.module.css';

/** The shop's shelves (product groups) in the reader's language; hidden while there are none. */
export function Shelves() {
  const locale = useAtomValue(localeAtom);
  const groups = useLoad(fetchProductGroups, 'groups');
  const items: ProductGroupItem[] = groups.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="shelves-title" data-testid="shelves">
      <h2 id="shelves-title">
        <FormattedMessage id="shelves.title" />
      </h2>
      <ul className={styles.chips}>
        {items.map((group) => (
          <li key={group._id}>{group.names[locale] || group.tag}</li>
        ))}
      </ul>
    </section>
  );
}
