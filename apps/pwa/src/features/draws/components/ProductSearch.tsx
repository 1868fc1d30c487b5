import { mdiDiceMultipleOutline, mdiMagnify } from '@mdi/js';
import {
  ErrorCode,
  issueCode,
  searchProductSchema,
  type Page,
  type ProductItem,
} from '@lottery/contracts';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import * as v from 'valibot';
import { Icon } from '../../../components/Icon';
import { digitsOnly } from '../../../lib/forms';
import type { MessageId } from '../../../lib/intl';
import { fetchRandomProduct, SEARCH_PAGE_SIZE, searchProducts } from '../api';
import { useProductPages } from '../use-product-pages';
import { ProductPagesView } from './ProductPagesView';
import styles from './Sections.module.css';

type FieldName = 'number' | 'first3' | 'last3' | 'last2';
const fields: { name: FieldName; length: number; label: MessageId }[] = [
  { name: 'number', length: 6, label: 'search.number' },
  { name: 'first3', length: 3, label: 'search.first3' },
  { name: 'last3', length: 3, label: 'search.last3' },
  { name: 'last2', length: 2, label: 'search.last2' },
];
const empty: Record<FieldName, string> = { number: '', first3: '', last3: '', last2: '' };

type Query = Record<FieldName, string> | 'random';

/** A search page, or the random pick as a page of one (or none when nothing is on sale). */
async function fetchPage(query: Query, page: number): Promise<Page<ProductItem>> {
  if (query !== 'random') return searchProducts({ ...query, page, limit: SEARCH_PAGE_SIZE });
  const product = await fetchRandomProduct();
  return { items: product ? [product] : [], total: product ? 1 : 0 };
}

/** Search by all six digits, first 3, last 3 or last 2, a random pick, and the results. */
export function ProductSearch() {
  const id = useId();
  const [values, setValues] = useState(empty);
  const [formError, setFormError] = useState<number>();
  const results = useProductPages('search', fetchPage);
  const busy = results.loading !== undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(searchProductSchema, { ...values, page: 1 });
    if (!parsed.success) {
      setFormError(issueCode(parsed.issues[0].message) ?? ErrorCode.InvalidFormat);
      // The previous search's results must not sit under this search's error.
      results.clear();
      return;
    }
    setFormError(undefined);
    void results.load(values);
  }

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
                    [field.name]: digitsOnly(event.target.value, field.length),
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
          <button type="submit" className="btn btn-primary" disabled={busy}>
            <Icon path={mdiMagnify} />
            <FormattedMessage id="search.submit" />
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => {
              // The random pick asks nothing of the fields: the last search's error goes.
              setFormError(undefined);
              void results.load('random');
            }}
          >
            <Icon path={mdiDiceMultipleOutline} />
            <FormattedMessage id="search.random" />
          </button>
        </div>
      </form>

      <ProductPagesView
        list={results}
        testId="search-results"
        emptyId={results.pages?.query === 'random' ? 'search.noStock' : 'search.none'}
        showTotal={results.pages?.query !== 'random'}
      />
    </section>
  );
}
