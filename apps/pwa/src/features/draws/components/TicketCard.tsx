import { mdiCartPlus } from '@mdi/js';
import type { ProductItem } from '@lottery/contracts';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { currencyAtom } from '../../../lib/atoms/currency';
import { profileAtom } from '../../../lib/atoms/profile';
import { formatUsd } from '../money';
import styles from './Tickets.module.css';

/** One number on sale: its sheet photo, the six digits, price, sheets left, add to cart. */
export function TicketCard({ product }: { product: ProductItem }) {
  const currency = useAtomValue(currencyAtom);
  const signedIn = useAtomValue(profileAtom) !== null;
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
          {formatUsd(product.amt, currency)}
        </span>
        <span className={styles.remaining} data-testid="ticket-remaining">
          <FormattedMessage id="ticket.remaining" values={{ count: product.r }} />
        </span>
      </div>
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
        <FormattedMessage id={signedIn ? 'ticket.cartSoon' : 'ticket.signInToBuy'} />
      </p>
    </li>
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
