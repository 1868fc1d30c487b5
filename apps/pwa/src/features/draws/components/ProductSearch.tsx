import { mdiDiceMultipleOutline, mdiMagnify } from '@mdi/js';
import {
  ErrorCode,
  issueCode,
  searchProductSchema,
  searchTotalCap,
  type ProductItem,
} from '@lottery/contracts';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as v from 'valibot';
import { Icon } from '../../../components/Icon';
import { codeText, errorCodeOf } from '../../../lib/forms';
import type { MessageId } from '../../../lib/intl';
import { fetchRandomProduct, SEARCH_PAGE_SIZE, searchProducts } from '../api';
import { onlyDigits } from '../phase';
import { TicketCard, TicketSkeletons } from './TicketCard';
import styles from './Sections.module.css';
import tickets from './Tickets.module.css';

type FieldName = 'number' | 'first3' | 'last3' | 'last2';
const fields: { name: FieldName; length: number; label: MessageId }[] = [
  { name: 'number', length: 6, label: 'search.number' },
  { name: 'first3', length: 3, label: 'search.first3' },
  { name: 'last3', length: 3, label: 'search.last3' },
  { name: 'last2', length: 2, label: 'search.last2' },
];
const empty: Record<FieldName, string> = { number: '', first3: '', last3: '', last2: '' };

interface Results {
  query: Record<FieldName, string> | 'random';
  items: ProductItem[];
  total: number;
  page: number;
}

/** Search by all six digits, first 3, last 3 or last 2, a random pick, and the results. */
export function ProductSearch() {
  const intl = useIntl();
  const id = useId();
  const [values, setValues] = useState(empty);
  const [formError, setFormError] = useState<number>();
  const [results, setResults] = useState<Results>();
  const [busy, setBusy] = useState<'search' | 'more' | 'random'>();
  const [error, setError] = useState<unknown>();

  async function run(query: Record<FieldName, string>, page: number) {
    setBusy(page === 1 ? 'search' : 'more');
    setError(undefined);
    try {
      const answer = await searchProducts({ ...query, page, limit: SEARCH_PAGE_SIZE });
      setResults((previous) => ({
        query,
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(searchProductSchema, { ...values, page: 1 });
    if (!parsed.success) {
      setFormError(issueCode(parsed.issues[0].message) ?? ErrorCode.InvalidFormat);
      return;
    }
    setFormError(undefined);
    void run(values, 1);
  }

  async function random() {
    setBusy('random');
    setError(undefined);
    try {
      const product = await fetchRandomProduct();
      setResults({
        query: 'random',
        page: 1,
        total: product ? 1 : 0,
        items: product ? [product] : [],
      });
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(undefined);
    }
  }

  const more =
    results && results.query !== 'random' && results.items.length < results.total
      ? results.query
      : null;
  const totalText =
    results && results.total >= searchTotalCap ? `${searchTotalCap}+` : String(results?.total);

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <form className={styles.card} onSubmit={submit} noValidate data-testid="search-form">
        <h2 id={`${id}-title`}>
          <Icon path={mdiMagnify} />
          <FormattedMessage id="search.title" />
        </h2>
        <div className={styles.fields}>
          {fields.map((field) => (
            <label key={field.name} className={styles.field}>
              <FormattedMessage id={field.label} />
              <input
                name={field.name}
                inputMode="numeric"
                autoComplete="off"
                pattern={`\\d{${field.length}}`}
                placeholder={'0'.repeat(field.length)}
                value={values[field.name]}
                aria-invalid={formError !== undefined}
                onChange={(event) =>
                  setValues({
                    ...values,
                    [field.name]: onlyDigits(event.target.value, field.length),
                  })
                }
              />
            </label>
          ))}
        </div>
        {formError !== undefined && (
          <p className={styles.fieldError} role="alert">
            <FormattedMessage id="search.rule" />
          </p>
        )}
        <div className={styles.buttons}>
          <button type="submit" className="btn btn-primary" disabled={busy !== undefined}>
            <Icon path={mdiMagnify} />
            <FormattedMessage id="search.submit" />
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy !== undefined}
            onClick={() => void random()}
          >
            <Icon path={mdiDiceMultipleOutline} />
            <FormattedMessage id="search.random" />
          </button>
        </div>
      </form>

      <div aria-live="polite" className={styles.section} data-testid="search-results">
        {error !== undefined && (
          <p className={styles.error} role="alert">
            {codeText(intl, errorCodeOf(error))}
          </p>
        )}
        {busy === 'search' || busy === 'random' ? (
          <TicketSkeletons count={4} />
        ) : results ? (
          results.items.length === 0 ? (
            <p className={styles.empty}>
              <FormattedMessage
                id={results.query === 'random' ? 'search.noStock' : 'search.none'}
              />
            </p>
          ) : (
            <>
              {results.query !== 'random' && (
                <p className={styles.total}>
                  <FormattedMessage id="search.total" values={{ total: totalText }} />
                </p>
              )}
              <ul className={tickets.grid}>
                {results.items.map((product) => (
                  <TicketCard key={product._id} product={product} />
                ))}
              </ul>
              {more && (
                <button
                  type="button"
                  className={`btn btn-outline ${styles.center}`}
                  disabled={busy !== undefined}
                  onClick={() => void run(more, results.page + 1)}
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
