import { searchTotalCap, type ProductGroupItem, type ProductItem } from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localeAtom } from '../../../lib/atoms/locale';
import { codeText, errorCodeOf } from '../../../lib/forms';
import { useLoad } from '../../../lib/use-load';
import { fetchProductGroups, SEARCH_PAGE_SIZE, searchProducts } from '../api';
import { TicketCard, TicketSkeletons } from './TicketCard';
import styles from './Sections.module.css';
import tickets from './Tickets.module.css';

interface ShelfPage {
  tag: string;
  items: ProductItem[];
  total: number;
  page: number;
}

/**
 * The shop's shelves (product groups) in the reader's language, hidden while there are none.
 * Choosing one lists the in-stock numbers whose `op` carries its tag; choosing it again closes it.
 */
export function Shelves() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const groups = useLoad(fetchProductGroups, 'groups');
  const items: ProductGroupItem[] = groups.data?.items ?? [];
  const [shelf, setShelf] = useState<ShelfPage>();
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<unknown>();

  async function load(tag: string, page: number) {
    setBusy(page === 1 ? tag : 'more');
    setError(undefined);
    try {
      const answer = await searchProducts({ tag, page, limit: SEARCH_PAGE_SIZE });
      setShelf((previous) => ({
        tag,
        page,
        total: answer.total,
        items: page === 1 || !previous ? answer.items : [...previous.items, ...answer.items],
      }));
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(undefined);
    }
  }

  function choose(tag: string) {
    if (shelf?.tag === tag) {
      setShelf(undefined);
      return;
    }
    setShelf(undefined);
    void load(tag, 1);
  }

  if (items.length === 0) return null;
  const totalText =
    shelf && shelf.total >= searchTotalCap ? `${searchTotalCap}+` : String(shelf?.total);
  return (
    <section className={styles.section} aria-labelledby="shelves-title" data-testid="shelves">
      <h2 id="shelves-title">
        <FormattedMessage id="shelves.title" />
      </h2>
      <ul className={styles.chips}>
        {items.map((group) => (
          <li key={group._id}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={shelf?.tag === group.tag || busy === group.tag}
              onClick={() => choose(group.tag)}
            >
              {group.names[locale] || group.tag}
            </button>
          </li>
        ))}
      </ul>
      <div aria-live="polite" className={styles.section}>
        {error !== undefined && (
          <p className={styles.error} role="alert">
            {codeText(intl, errorCodeOf(error))}
          </p>
        )}
        {busy !== undefined && busy !== 'more' ? (
          <TicketSkeletons count={4} />
        ) : shelf ? (
          shelf.items.length === 0 ? (
            <p className={styles.empty}>
              <FormattedMessage id="shelves.empty" />
            </p>
          ) : (
            <>
              <p className={styles.total}>
                <FormattedMessage id="search.total" values={{ total: totalText }} />
              </p>
              <ul className={tickets.grid}>
                {shelf.items.map((product) => (
                  <TicketCard key={product._id} product={product} />
                ))}
              </ul>
              {shelf.items.length < shelf.total && (
                <button
                  type="button"
                  className={`btn btn-outline ${styles.center}`}
                  disabled={busy !== undefined}
                  onClick={() => void load(shelf.tag, shelf.page + 1)}
                >
                  <FormattedMessage id={busy === 'more' ? 'app.loading' : 'search.more'} />
                </button>
              )}
            </>
          )
        ) : null}
      </div>
    </section>
  );
}
