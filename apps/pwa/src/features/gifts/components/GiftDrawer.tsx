import { mdiGiftOutline } from '@mdi/js';
import {
  ErrorCode,
  nameSchema,
  phoneSchema,
  type GiftBoxDraw,
  type SendGiftRequest,
} from '@lottery/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Field, FormError } from '../../../components/Field';
import { QueryStatus } from '../../../components/QueryStatus';
import formStyles from '../../../components/Form.module.css';
import { Icon } from '../../../components/Icon';
import { SideDrawer } from '../../../components/SideDrawer';
import { giftDrawerOpenAtom } from '../../../lib/atoms/gift';
import { localeAtom } from '../../../lib/atoms/locale';
import { formatDate } from '../../../lib/format-date';
import { checkFields, digitsOnly, type FieldErrors } from '../../../lib/forms';
import { attemptKeys } from '../../../lib/attempt-keys';
import { useRoundName } from '../../../lib/names';
import { useSubmit } from '../../../lib/use-submit';
import { giftBoxQuery, invalidateAfterGift, sendGift } from '../api';
import { GiftShare } from './GiftShare';
import { GiftTickets } from './GiftTickets';
import styles from './Gifts.module.css';

/**
 * The gift drawer (spec sections 2 and 4): step 1 the gift box by draw and order, the orders to
 * send and who it is for; step 2, after a successful send, the link to share.
 */
export function GiftDrawer() {
  const [open, setOpen] = useAtom(giftDrawerOpenAtom);
  const router = useRouter();
  const [link, setLink] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    // Closing goes back to step 1; the pages behind show the gift as sent.
    if (link) void router.invalidate();
    setLink(null);
  };
  return (
    <SideDrawer
      open={open}
      onClose={close}
      titleId="gift-title"
      title={
        <>
          <Icon path={mdiGiftOutline} /> <FormattedMessage id="gift.drawerTitle" />
        </>
      }
      titleClassName={styles.title}
      testId="gift-drawer"
    >
      <div className={styles.panel}>
        {link ? (
          <GiftShare link={link} onDone={close} />
        ) : (
          open && <GiftBoxStep onSent={setLink} onClose={close} />
        )}
      </div>
    </SideDrawer>
  );
}

type BoxOrder = GiftBoxDraw['orders'][number];
const sheetIdsOf = (order: BoxOrder) =>
  order.tickets.flatMap((ticket) => ticket.sheets.map((sheet) => sheet.sheetId));

/** The orders holding the chosen sheets; the sheets too when only a part of them is chosen. */
function giftOf(
  box: GiftBoxDraw[],
  chosen: ReadonlySet<string>,
): Pick<SendGiftRequest, 'transactions' | 'sheets'> {
  const orders = box.flatMap((draw) => draw.orders);
  const touched = orders.filter((order) => sheetIdsOf(order).some((id) => chosen.has(id)));
  const whole = touched.every((order) => sheetIdsOf(order).every((id) => chosen.has(id)));
  return {
    transactions: touched.map((order) => order.orderId),
    ...(whole ? {} : { sheets: [...chosen] }),
  };
}

function GiftBoxStep({ onSent, onClose }: { onSent: (link: string) => void; onClose: () => void }) {
  const giftBox = useQuery(giftBoxQuery());
  const box = giftBox.data;
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useSubmit();
  const keys = useRef(attemptKeys());
  const roundName = useRoundName();
  const locale = useAtomValue(localeAtom);

  /** A field's error goes once its value changes (shown again on the next press if still wrong). */
  const edit = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  /** Picks or drops sheets: one set, or every sheet of an order at once. */
  const toggle = (sheetIds: string[], on: boolean) =>
    setChosen((before) => {
      submit.setFormError(null);
      const next = new Set(before);
      for (const id of sheetIds) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkFields({ name: [nameSchema, name], phone: [phoneSchema, phone] });
    setErrors(found);
    if (chosen.size === 0) submit.setFormError(ErrorCode.GiftOrdersMissing);
    if (Object.keys(found).length > 0 || chosen.size === 0) return;
    void submit.run(async () => {
      const link = await sendGift(
        { ...giftOf(box ?? [], chosen), name: name.trim(), phone },
        keys.current.key(),
      );
      keys.current.finish();
      // The gifted tickets are no longer the member's to show; the gift is among those sent.
      void invalidateAfterGift(queryClient);
      onSent(link);
    });
  };

  if (!box) return <QueryStatus query={giftBox} testId="gift-box" />;
  if (box.length === 0)
    return (
      <div className={styles.share} data-testid="gift-box-empty">
        <p className={styles.muted}>
          <FormattedMessage id="gift.boxEmpty" />
        </p>
        <Link to="/" className="btn btn-primary" onClick={onClose}>
          <FormattedMessage id="tickets.buyNow" />
        </Link>
      </div>
    );
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate data-testid="gift-box">
      <p className={styles.muted}>
        <FormattedMessage id="gift.pickHelp" />
      </p>
      {box.map((draw) => (
        <section key={draw.gid} className={styles.draw}>
          <h3>{roundName(draw)}</h3>
          {draw.orders.map((order) => {
            const ids = sheetIdsOf(order);
            const picked = ids.filter((id) => chosen.has(id)).length;
            return (
              <div key={order.orderId} className={styles.order} data-testid="gift-order">
                <label className={styles.orderHead}>
                  <input
                    type="checkbox"
                    data-testid="gift-order-pick"
                    checked={picked === ids.length}
                    ref={(box) => {
                      if (box) box.indeterminate = picked > 0 && picked < ids.length;
                    }}
                    onChange={(event) => toggle(ids, event.target.checked)}
                  />
                  <span className={styles.muted}>
                    <FormattedMessage
                      id="gift.order"
                      values={{ id: order.orderId, date: formatDate(order.createdAt, locale) }}
                    />
                  </span>
                </label>
                <span />
                <GiftTickets tickets={order.tickets} />
                {ids.length > 1 && (
                  // A part of the order (issue 32): each set of each number on its own.
                  <ul className={styles.sheetPicks} data-testid="gift-sheets">
                    {order.tickets.flatMap((ticket) =>
                      ticket.sheets.map((sheet) => (
                        <li key={sheet.sheetId}>
                          <label>
                            <input
                              type="checkbox"
                              data-testid="gift-sheet-pick"
                              checked={chosen.has(sheet.sheetId)}
                              onChange={(event) => toggle([sheet.sheetId], event.target.checked)}
                            />
                            <FormattedMessage
                              id="gift.sheet"
                              values={{ number: ticket.number, set: sheet.setNo }}
                            />
                          </label>
                        </li>
                      )),
                    )}
                  </ul>
                )}
              </div>
            );
          })}
        </section>
      ))}
      <Field
        label="gift.name"
        value={name}
        onChange={edit('name', setName)}
        error={errors.name ?? submit.fieldErrors.name}
        name="giftName"
        autoComplete="off"
      />
      <Field
        label="gift.phone"
        value={phone}
        onChange={edit('phone', (value) => setPhone(digitsOnly(value, 10)))}
        error={errors.phone ?? submit.fieldErrors.phone}
        inputMode="numeric"
        name="giftPhone"
        autoComplete="off"
      />
      <FormError code={submit.formError} />
      <button className="btn btn-primary" type="submit" disabled={submit.busy}>
        <Icon path={mdiGiftOutline} />
        <FormattedMessage id="gift.sendNow" />
      </button>
    </form>
  );
}
