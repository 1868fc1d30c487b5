import { mdiCartPlus, mdiMinus, mdiPlus } from '@mdi/js';
import {
  centsToDecimal,
  officialTicketBaht,
  officialTicketUsdCents,
  type ProductItem,
} from '@lottery/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { addToCartAtom } from '../../../lib/atoms/cart';
import { pushCart } from '../../../lib/server-cart';
import { currencyAtom } from '../../../lib/atoms/currency';
import { homeDrawAtom } from '../../../lib/atoms/home-draw';
import { profileAtom } from '../../../lib/atoms/profile';
import { showSnackbarAtom } from '../../../lib/atoms/snackbar';
import { sheetsLeft, stockUpdateAtom } from '../../../lib/atoms/stock';
import { showAmount } from '../../../lib/money';
import styles from './Tickets.module.css';

/** One number on sale: its sheet photo, the six digits, price, sheets left, add to cart. */
export function TicketCard({ product: loaded }: { product: ProductItem }) {
  const updates = useAtomValue(stockUpdateAtom);
  const product = { ...loaded, r: sheetsLeft(updates, loaded._id, loaded.r) };
  const currency = useAtomValue(currencyAtom);
  const signedIn = useAtomValue(profileAtom) !== null;
  // The cart takes tickets only while the draw sells (unknown yet counts as selling).
  const draw = useAtomValue(homeDrawAtom);
  const selling = draw === undefined || draw?.status === 'ONGO';
  const hintId = `ticket-${product._id}-hint`;
  return (
    <li className={styles.card} data-testid="ticket-card">
      <div className={styles.photo}>
        {product.pi ? (
          <img src={product.pi} alt="" loading="lazy" width={300} height={150} />
        ) : null}
      </div>
      <p className={styles.number} aria-label={product.number.split('').join(' ')}>
        {product.number}
      </p>
      <div className={styles.meta}>
        <span className={styles.price} data-testid="ticket-price">
          {showAmount(product.amt, currency)}
        </span>
        <span className={styles.remaining} data-testid="ticket-remaining">
          <FormattedMessage id="ticket.remaining" values={{ count: product.r }} />
        </span>
      </div>
      <p className={styles.faceValue} data-testid="ticket-face-value">
        <FormattedMessage
          id="ticket.faceValue"
          values={{
            baht: officialTicketBaht,
            amount: showAmount(centsToDecimal(officialTicketUsdCents), currency),
          }}
        />
      </p>
      {signedIn && selling && product.r > 0 ? (
        <AddToCart product={product} />
      ) : (
        <>
          <button
            type="button"
            className={`btn btn-primary ${styles.add}`}
            disabled
            aria-describedby={hintId}
          >
            <Icon path={mdiCartPlus} />
            <FormattedMessage id="ticket.addToCart" />
          </button>
          <p id={hintId} className={styles.hint}>
            <FormattedMessage
              id={!signedIn ? 'cart.signInToBuy' : selling ? 'cart.ticketFull' : 'cart.waiting'}
            />
          </p>
        </>
      )}
    </li>
  );
}

/** Quantity (1 to the sheets left) and the add button of a signed-in member's card. */
function AddToCart({ product }: { product: ProductItem }) {
  const intl = useIntl();
  const [qty, setQty] = useState(1);
  const add = useSetAtom(addToCartAtom);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const set = (next: number) => setQty(Math.max(1, Math.min(next, product.r)));
  return (
    <div className={styles.buy}>
      <div className={styles.stepper}>
        <button
          type="button"
          onClick={() => set(qty - 1)}
          disabled={qty <= 1}
          aria-label={intl.formatMessage({ id: 'cart.less' })}
        >
          <Icon path={mdiMinus} size={18} />
        </button>
        <output aria-label={intl.formatMessage({ id: 'cart.quantity' })} data-testid="card-qty">
          {qty}
        </output>
        <button
          type="button"
          onClick={() => set(qty + 1)}
          disabled={qty >= product.r}
          aria-label={intl.formatMessage({ id: 'cart.more' })}
        >
          <Icon path={mdiPlus} size={18} />
        </button>
      </div>
      <button
        type="button"
        className={`btn btn-primary ${styles.add}`}
        data-testid="add-to-cart"
        onClick={() => {
          add({ ...product, qty });
          void pushCart();
          showSnackbar({
            msg: intl.formatMessage({ id: 'cart.added' }, { number: product.number }),
            state: true,
          });
          setQty(1);
        }}
      >
        <Icon path={mdiCartPlus} />
        <FormattedMessage id="ticket.addToCart" />
      </button>
    </div>
  );
}

/** Grey cards of the same size as real ones, so the page does not jump when they arrive. */
export function TicketSkeletons({ count = 4 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={`${styles.card} ${styles.skeleton}`}>
          <div className={styles.photo} />
          <p className={styles.number}>&nbsp;</p>
          <div className={styles.meta}>&nbsp;</div>
          <span className={`btn ${styles.add}`}>&nbsp;</span>
          <p className={styles.hint}>&nbsp;</p>
        </li>
      ))}
    </ul>
  );
}
