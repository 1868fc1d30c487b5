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
import { FormError } from '../../../components/Field';
import { LoadError } from '../../../components/LoadError';
import { localeAtom } from '../../../lib/atoms/locale';
import { drawDay, formatDate } from '../../../lib/format-date';
import { codeText } from '../../../lib/forms';
import { useSubmit } from '../../../lib/use-submit';
import { PAGE_SIZE } from '../api';
import { createDraw, setDrawStatus, uploadStock } from '../draw-api';
import { Pager, type PanelProps } from './AdminPage';
import styles from './AdminPage.module.css';
import { PublishForm } from './PublishForm';

const statusActions: {
  status: DrawStatus;
  id: 'admin.drawOpen' | 'admin.drawPause' | 'admin.drawClose';
}[] = [
  { status: 'ONGO', id: 'admin.drawOpen' },
  { status: 'BREAK', id: 'admin.drawPause' },
  { status: 'CLOSE', id: 'admin.drawClose' },
];

/** Draws: the list with open / pause / close, a new draw, stock upload and publishing results. */
export function DrawAdmin({ list, search, go }: PanelProps<Page<AdminDrawItem>>) {
  const locale = useAtomValue(localeAtom);
  const router = useRouter();
  const data = list.data;
  const [selected, setSelected] = useState<string | null>(null);
  const act = useSubmit();
  const reload = () => void router.invalidate();

  const draw = data?.items.find((item) => item._id === selected) ?? null;

  return (
    <section className={styles.panel} data-testid="admin-draws">
      <CreateDraw onCreated={reload} />
      {!list.ok && <LoadError error={list.error} />}
      <FormError code={act.formError} />
      <ul className={styles.list}>
        {data?.items.map((item) => (
          <li key={item._id} className={styles.row} data-testid="admin-draw">
            <div className={styles.main}>
              <strong>{item.roundName}</strong>
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
              {statusActions.map((action) => (
                <button
                  key={action.status}
                  type="button"
                  disabled={act.busy || item.status === action.status}
                  onClick={() =>
                    void act.run(async () => {
                      await setDrawStatus(item._id, action.status);
                      await router.invalidate();
                    })
                  }
                >
                  <FormattedMessage id={action.id} />
                </button>
              ))}
              <button
                type="button"
                aria-pressed={selected === item._id}
                onClick={() => setSelected(selected === item._id ? null : item._id)}
              >
                <FormattedMessage id="admin.drawManage" />
              </button>
            </div>
          </li>
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
          <StockUpload draw={draw} onLoaded={reload} />
          <PublishForm draw={draw} onPublished={reload} />
        </>
      )}
    </section>
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
  const field = (
    name: keyof typeof values,
    label: 'admin.roundName' | 'admin.drawDate' | 'admin.openSell' | 'admin.closeSell',
    type: string,
  ) => (
    <label className={styles.field}>
      <FormattedMessage id={label} />
      <input
        type={type}
        name={name}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
    </label>
  );
  return (
    <form className={styles.box} onSubmit={onSubmit} noValidate data-testid="create-draw">
      <h2>
        <FormattedMessage id="admin.createDraw" />
      </h2>
      <div className={styles.grid}>
        {field('roundName', 'admin.roundName', 'text')}
        {field('drawDate', 'admin.drawDate', 'date')}
        {field('openSellDate', 'admin.openSell', 'datetime-local')}
        {field('closeSellDate', 'admin.closeSell', 'datetime-local')}
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
        <FormattedMessage id="admin.stockTitle" values={{ round: draw.roundName }} />
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
