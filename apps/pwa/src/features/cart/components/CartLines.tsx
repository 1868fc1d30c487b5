import { mdiAlertOutline, mdiDeleteOutline, mdiMinus, mdiPlus } from '@mdi/js';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, parseCents } from '@lottery/contracts';
import { Icon } from '../../../components/Icon';
import type { CartItem } from '../../../lib/atoms/cart';
import { currencyAtom } from '../../../lib/atoms/currency';
import { clampQty } from '../rules';
import styles from './Cart.module.css';

/** The cart's lines: photo, number, price, quantity (none when sold out), warnings, remove. */
export function CartLines({
  items,
  alreadyBought,
  firstTime,
  onQty,
  onRemove,
}: {
  items: CartItem[];
  alreadyBought: ReadonlySet<string>;
  firstTime: boolean;
  onQty: (item: CartItem, qty: number) => void;
  onRemove: (item: CartItem) => void;
}) {
  const intl = useIntl();
  const currency = useAtomValue(currencyAtom);
  return (
    <ul
      className={`${styles.lines} ${firstTime ? styles.linesFirstTime : ''}`}
      data-testid="cart-lines"
    >
      {items.map((item) => {
        const full = item.r === 0;
        return (
          <li
            key={item._id}
            className={`${styles.line} ${full ? styles.full : ''}`}
            data-testid="cart-line"
            data-number={item.number}
          >
            <div className={styles.thumb}>
              {item.pi ? <img src={item.pi} alt="" width={96} height={48} /> : null}
            </div>
            <div className={styles.lineMain}>
              <p className={styles.lineNumber}>{item.number}</p>
              <p className={styles.lineMeta}>
                {formatMoney(parseCents(item.amt) ?? 0, currency)}
                {' · '}
                <FormattedMessage id="cart.left" values={{ count: item.r }} />
              </p>
              {full ? (
                <p className={styles.fullTag} data-testid="ticket-full">
                  <FormattedMessage id="cart.ticketFull" />
                </p>
              ) : (
                <div className={styles.qty}>
                  <button
                    type="button"
                    onClick={() => onQty(item, clampQty(item.qty - 1, item.r))}
                    disabled={item.qty <= 1}
                    aria-label={intl.formatMessage({ id: 'cart.less' })}
                  >
                    <Icon path={mdiMinus} size={18} />
                  </button>
                  <output
                    aria-label={intl.formatMessage({ id: 'cart.quantity' })}
                    data-testid="line-qty"
                  >
                    {item.qty}
                  </output>
                  <button
                    type="button"
                    onClick={() => onQty(item, clampQty(item.qty + 1, item.r))}
                    disabled={item.qty >= item.r}
                    aria-label={intl.formatMessage({ id: 'cart.more' })}
                  >
                    <Icon path={mdiPlus} size={18} />
                  </button>
                </div>
              )}
              {alreadyBought.has(item._id) && (
                <p className={styles.warning} data-testid="already-bought">
                  <Icon path={mdiAlertOutline} size={16} />
                  <FormattedMessage id="cart.alreadyBought" />
                </p>
              )}
            </div>
            <button
              type="button"
              className={styles.remove}
              onClick={() => onRemove(item)}
              aria-label={intl.formatMessage({ id: 'cart.remove' }, { number: item.number })}
            >
              <Icon path={mdiDeleteOutline} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
