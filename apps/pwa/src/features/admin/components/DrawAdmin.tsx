import {
  createDrawSchema,
  issueCode,
  ErrorCode,
  type AdminDrawItem,
  type DrawStatus,
  type Page,
  type UploadStockResponse,
} from '@lottery/contracts';
import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as v from 'valibot';
import { DateField } from '../../../components/DateField';
import { FormError } from '../../../components/Field';
import { useConfirm } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { localeAtom } from '../../../lib/atoms/locale';
import { drawDay, formatDate } from '../../../lib/format-date';
import { codeText } from '../../../lib/forms';
import { useRoundName } from '../../../lib/names';
import { useSubmit } from '../../../lib/use-submit';
import { PAGE_SIZE } from '../api';
import { createDraw, setDrawLive, setDrawStatus, uploadStock } from '../draw-api';
import { Pager, type PanelProps } from './AdminPage';
import styles from './AdminPage.module.css';
import { SaveFooter } from './SaveFooter';
import { PublishForm } from './PublishForm';

type StatusAction = {
  status: DrawStatus;
  id: 'admin.drawOpen' | 'admin.drawPause' | 'admin.drawClose';
};
const openAction: StatusAction = { status: 'ONGO', id: 'admin.drawOpen' };
const pauseAction: StatusAction = { status: 'BREAK', id: 'admin.drawPause' };
const closeAction: StatusAction = { status: 'CLOSE', id: 'admin.drawClose' };

/**
 * The moves a draw's state allows (the server's rule in draw-status.ts): a paused draw opens
 * (until its close-sell time) or closes, one on sale pauses or closes, a closed one stays closed.
 */
export function statusActionsOf(draw: AdminDrawItem, now = Date.now()): StatusAction[] {
  if (draw.status === 'CLOSE') return [];
  if (draw.status === 'ONGO') return [pauseAction, closeAction];
  return Date.parse(draw.closeSellAt) > now ? [openAction, closeAction] : [closeAction];
}

/** Draws: the list with open / pause / close, a new draw, stock upload and publishing results. */
export function DrawAdmin({ list, search, go }: PanelProps<Page<AdminDrawItem>>) {
  const router = useRouter();
  const data = list.data;
  const [selected, setSelected] = useState<string | null>(null);
  const reload = () => void router.invalidate();

  const draw = data?.items.find((item) => item._id === selected) ?? null;

  return (
    <section className={styles.panel} data-testid="admin-draws">
      <CreateDraw onCreated={reload} />
      {!list.ok && <LoadError error={list.error} />}
      <ul className={styles.list}>
        {data?.items.map((item) => (
          <DrawRow
            key={item._id}
            item={item}
            managing={selected === item._id}
            onManage={() => setSelected(selected === item._id ? null : item._id)}
          />
        ))}
      </ul>
      {data && (
        <Pager
          page={search.page}
          total={data.total}
          size={PAGE_SIZE}
          onPage={(page) => go({ page })}
        />
      )}
      {draw && (
        <>
          {!draw.publishedAt && <LiveForm key={draw._id} draw={draw} onSaved={reload} />}
          {draw.status !== 'CLOSE' && <StockUpload draw={draw} onLoaded={reload} />}
          {/* Stays after publishing, to show it went through (the row offers it no more). */}
          {draw.status === 'CLOSE' && <PublishForm draw={draw} onPublished={reload} />}
        </>
      )}
    </section>
  );
}

/** One draw: its state, the moves that state allows, and a refusal in words beside it. */
function DrawRow({
  item,
  managing,
  onManage,
}: {
  item: AdminDrawItem;
  managing: boolean;
  onManage: () => void;
}) {
  const locale = useAtomValue(localeAtom);
  const roundName = useRoundName();
  const router = useRouter();
  const act = useSubmit();
  const confirm = useConfirm();
  const change = (status: DrawStatus) =>
    void act.run(async () => {
      await setDrawStatus(item._id, status);
      await router.invalidate();
    });
  return (
    <li className={styles.row} data-testid="admin-draw">
      <div className={styles.main}>
        {/* The name the admin typed stays findable on hover, not in the reader's text. */}
        <strong title={item.roundName}>{roundName(item)}</strong>
        <span className={styles.muted}>
          {formatDate(drawDay(item.drawDate), locale)} ·{' '}
          <span data-status={item.status}>
            <FormattedMessage id={`admin.status${item.status}`} />
          </span>
          {item.publishedAt && (
            <>
              {' · '}
              <FormattedMessage id="admin.statusPublished" />
            </>
          )}
        </span>
        <span className={styles.muted}>
          <FormattedMessage
            id="admin.drawStock"
            values={{ products: item.products, sheets: item.sheets, sold: item.sold }}
          />
        </span>
      </div>
      <div className={styles.controls}>
        {statusActionsOf(item).map((action) => (
          <button
            key={action.status}
            type="button"
            disabled={act.busy}
            onClick={() =>
              action.status === 'CLOSE' ? confirm.ask(() => change('CLOSE')) : change(action.status)
            }
          >
            <FormattedMessage id={action.id} />
          </button>
        ))}
        {!item.publishedAt && (
          <button type="button" aria-pressed={managing} onClick={onManage}>
            <FormattedMessage id="admin.drawManage" />
          </button>
        )}
      </div>
      <div className={styles.rowError}>
        <FormError code={act.formError} />
      </div>
      {confirm.dialog(
        <FormattedMessage id="admin.confirmClose" values={{ round: roundName(item) }} />,
        <FormattedMessage id="admin.drawClose" />,
      )}
    </li>
  );
}

function CreateDraw({ onCreated }: { onCreated: () => void }) {
  const [values, setValues] = useState({
    roundName: '',
    drawDate: '',
    openSellDate: '',
    closeSellDate: '',
  });
  const submit = useSubmit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(createDrawSchema, values);
    if (!parsed.success) {
      submit.setFormError(issueCode(parsed.issues[0].message) ?? ErrorCode.InvalidFormat);
      return;
    }
    void submit.run(async () => {
      await createDraw(values);
      setValues({ roundName: '', drawDate: '', openSellDate: '', closeSellDate: '' });
      onCreated();
    });
  };
  const set = (name: keyof typeof values) => (value: string) =>
    setValues({ ...values, [name]: value });
  const when = (
    name: 'drawDate' | 'openSellDate' | 'closeSellDate',
    label: 'admin.drawDate' | 'admin.openSell' | 'admin.closeSell',
  ) => (
    <DateField
      name={name}
      label={<FormattedMessage id={label} />}
      value={values[name]}
      withTime={name !== 'drawDate'}
      years={drawYears()}
      onChange={set(name)}
      className={styles.field}
    />
  );
  return (
    <form className={styles.box} onSubmit={onSubmit} noValidate data-testid="create-draw">
      <h2>
        <FormattedMessage id="admin.createDraw" />
      </h2>
      <div className={styles.dateGrid}>
        <label className={styles.field}>
          <FormattedMessage id="admin.roundName" />
          <input
            name="roundName"
            value={values.roundName}
            onChange={(event) => set('roundName')(event.target.value)}
          />
        </label>
        {when('drawDate', 'admin.drawDate')}
        {when('openSellDate', 'admin.openSell')}
        {when('closeSellDate', 'admin.closeSell')}
      </div>
      <FormError code={submit.formError} />
      <button type="submit" className="btn btn-primary" disabled={submit.busy}>
        <FormattedMessage id="admin.createDraw" />
      </button>
    </form>
  );
}

function StockUpload({ draw, onLoaded }: { draw: AdminDrawItem; onLoaded: () => void }) {
  const intl = useIntl();
  const roundName = useRoundName();
  const [file, setFile] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [answer, setAnswer] = useState<UploadStockResponse | null>(null);
  const submit = useSubmit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      submit.setFormError(ErrorCode.MissingField);
      return;
    }
    void submit.run(async () => {
      setAnswer(null);
      const result = await uploadStock(draw._id, file, photos);
      setAnswer(result);
      if (result.problems.length === 0) onLoaded();
    });
  };
  return (
    <form className={styles.box} onSubmit={onSubmit} data-testid="stock-upload">
      <h2>
        <FormattedMessage id="admin.stockTitle" values={{ round: roundName(draw) }} />
      </h2>
      <p className={styles.muted}>
        <FormattedMessage id="admin.stockHelp" />
      </p>
      <label className={styles.field}>
        <FormattedMessage id="admin.stockFile" />
        <input
          type="file"
          name="file"
          accept=".csv,text/csv"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <label className={styles.field}>
        <FormattedMessage id="admin.stockPhotos" />
        <input
          type="file"
          name="photos"
          multiple
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => setPhotos([...(event.target.files ?? [])])}
        />
      </label>
      <FormError code={submit.formError} />
      <button type="submit" className="btn btn-primary" disabled={submit.busy}>
        <FormattedMessage id="admin.stockUpload" />
      </button>
      {answer &&
        (answer.problems.length === 0 ? (
          <p role="status">
            <FormattedMessage
              id="admin.stockLoaded"
              values={{ sheets: answer.loaded, products: answer.products, photos: answer.photos }}
            />
          </p>
        ) : (
          <div role="alert" data-testid="stock-problems">
            <p>
              <FormattedMessage
                id="admin.stockProblems"
                values={{ count: answer.problems.length }}
              />
            </p>
            <ul className={styles.problems}>
              {answer.problems.slice(0, 200).map((problem, index) => (
                <li key={index}>
                  <FormattedMessage
                    id={problem.line === 0 ? 'admin.stockPhotoProblem' : 'admin.stockLine'}
                    values={{ line: problem.line, field: problem.field }}
                  />{' '}
                  {codeText(intl, problem.code)}
                </li>
              ))}
            </ul>
          </div>
        ))}
    </form>
  );
}

/** The draw's live broadcast: an https link and its start (Bangkok time); empty link removes it. */
function LiveForm({ draw, onSaved }: { draw: AdminDrawItem; onSaved: () => void }) {
  const roundName = useRoundName();
  const [url, setUrl] = useState(draw.live?.url ?? '');
  const [at, setAt] = useState(draw.live ? bangkokInput(draw.live.at) : '');
  const [saved, setSaved] = useState(false);
  const submit = useSubmit();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    void submit.run(async () => {
      await setDrawLive(draw._id, url.trim(), at);
      setSaved(true);
      onSaved();
    });
  };
  return (
    <form className={styles.box} onSubmit={onSubmit} noValidate data-testid="draw-live">
      <h2>
        <FormattedMessage id="admin.liveTitle" values={{ round: roundName(draw) }} />
      </h2>
      <div className={styles.grid}>
        <label className={styles.field}>
          <FormattedMessage id="admin.liveUrl" />
          <input
            name="liveUrl"
            type="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        </label>
        <DateField
          name="liveAt"
          label={<FormattedMessage id="admin.liveAt" />}
          value={at}
          withTime
          years={drawYears()}
          onChange={setAt}
          className={styles.field}
        />
      </div>
      <SaveFooter error={submit.formError} saved={saved} busy={submit.busy} />
    </form>
  );
}

/** Draws are set up for this year and the next two. */
function drawYears() {
  const year = new Date().getFullYear();
  return { from: year, to: year + 2 };
}

/** An instant as a datetime-local value in Bangkok time (UTC+7, no daylight saving). */
function bangkokInput(iso: string): string {
  return new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 16);
}
