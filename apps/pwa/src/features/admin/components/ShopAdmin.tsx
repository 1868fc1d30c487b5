import {
  ErrorCode,
  hotNumberSchema,
  issueCode,
  settingUpdateSchema,
  shelfSaveSchema,
  type HotPinListResponse,
  type ShelfListResponse,
} from '@lottery/contracts';
import { useRouter } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import * as v from 'valibot';
import { FormError } from '../../../components/Field';
import { LoadError } from '../../../components/LoadError';
import type { Loaded } from '../../../lib/loaded';
import { settingsAtom } from '../../../lib/atoms/settings';
import { useSubmit } from '../../../lib/use-submit';
import { rememberWebSetting } from '../../../lib/web-setting';
import {
  deleteShelf,
  pinHot,
  saveShelf,
  unpinHot,
  updateSettings,
  uploadSiteImage,
} from '../draw-api';
import styles from './AdminPage.module.css';
import { SaveFooter } from './SaveFooter';

const codeOf = (issues: [{ message: string }, ...unknown[]]) =>
  issueCode(issues[0].message) ?? ErrorCode.InvalidFormat;

const emptyShelf = { tag: '', nameKm: '', nameTh: '', nameEn: '', sort: '0' };

/** Shelves (product groups): add, edit, delete. */
export function ShelfAdmin({ list }: { list: Loaded<ShelfListResponse> }) {
  const router = useRouter();
  const items = list.data?.items ?? [];
  const [form, setForm] = useState<typeof emptyShelf & { id?: string }>(emptyShelf);
  const submit = useSubmit();
  const { run } = submit;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = { ...form, sort: Number(form.sort) || 0 };
    const parsed = v.safeParse(shelfSaveSchema, request);
    if (!parsed.success) return submit.setFormError(codeOf(parsed.issues));
    void run(async () => {
      await saveShelf(request);
      setForm(emptyShelf);
      await router.invalidate();
    });
  };
  const input = (
    name: keyof typeof emptyShelf,
    label: 'admin.shelfTag' | 'admin.nameKm' | 'admin.nameTh' | 'admin.nameEn' | 'admin.sort',
  ) => (
    <label className={styles.field}>
      <FormattedMessage id={label} />
      <input
        name={name}
        value={form[name]}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      />
    </label>
  );

  return (
    <section className={styles.panel} data-testid="admin-shelves">
      <form className={styles.box} onSubmit={onSubmit} noValidate>
        <div className={styles.grid}>
          {input('tag', 'admin.shelfTag')}
          {input('nameKm', 'admin.nameKm')}
          {input('nameTh', 'admin.nameTh')}
          {input('nameEn', 'admin.nameEn')}
          {input('sort', 'admin.sort')}
        </div>
        <FormError code={submit.formError} />
        <button type="submit" className="btn btn-primary" disabled={submit.busy}>
          <FormattedMessage id="admin.save" />
        </button>
      </form>
      {!list.ok && <LoadError error={list.error} />}
      <ul className={styles.list}>
        {items.map((shelf) => (
          <li key={shelf._id} className={styles.row}>
            <div className={styles.main}>
              <strong>{shelf.names.km}</strong>
              <span className={styles.muted}>
                {shelf.tag} · {shelf.names.th} · {shelf.names.en} · {shelf.sort}
              </span>
            </div>
            <div className={styles.controls}>
              <button
                type="button"
                onClick={() =>
                  setForm({
                    id: shelf._id,
                    tag: shelf.tag,
                    nameKm: shelf.names.km,
                    nameTh: shelf.names.th,
                    nameEn: shelf.names.en,
                    sort: String(shelf.sort),
                  })
                }
              >
                <FormattedMessage id="admin.edit" />
              </button>
              <button
                type="button"
                disabled={submit.busy}
                onClick={() =>
                  void run(async () => {
                    await deleteShelf(shelf._id);
                    await router.invalidate();
                  })
                }
              >
                <FormattedMessage id="admin.delete" />
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Pinned hot numbers: pin a six-digit number, unpin. */
export function HotAdmin({ list }: { list: Loaded<HotPinListResponse> }) {
  const router = useRouter();
  const items = list.data?.items ?? [];
  const [number, setNumber] = useState('');
  const submit = useSubmit();
  const { run } = submit;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(hotNumberSchema, { number });
    if (!parsed.success) return submit.setFormError(codeOf(parsed.issues));
    void run(async () => {
      await pinHot(number);
      setNumber('');
      await router.invalidate();
    });
  };

  return (
    <section className={styles.panel} data-testid="admin-hot">
      <form className={styles.search} onSubmit={onSubmit} noValidate>
        <input
          name="number"
          inputMode="numeric"
          placeholder="000000"
          value={number}
          onChange={(event) => setNumber(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        <button type="submit" className="btn btn-primary" disabled={submit.busy}>
          <FormattedMessage id="admin.pin" />
        </button>
      </form>
      <FormError code={submit.formError} />
      {!list.ok && <LoadError error={list.error} />}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.number} className={styles.row}>
            <div className={styles.main}>
              <strong>{item.number}</strong>
              <span className={styles.muted}>
                <FormattedMessage
                  id="admin.hotStock"
                  values={{ sold: item.sold, remaining: item.remaining }}
                />
              </span>
            </div>
            <div className={styles.controls}>
              <button
                type="button"
                disabled={submit.busy}
                onClick={() =>
                  void run(async () => {
                    await unpinHot(item.number);
                    await router.invalidate();
                  })
                }
              >
                <FormattedMessage id="admin.unpin" />
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Site settings: closed for maintenance, title and theme. */
export function SettingsAdmin() {
  const [settings, setSettings] = useAtom(settingsAtom);
  const [form, setForm] = useState({
    webTitle: settings.webTitle,
    closed: settings.closed,
    theme: String(settings.theme),
    telegram: settings.telegram,
    logo: settings.logo,
    socialShare: settings.socialShare,
  });
  const [saved, setSaved] = useState(false);
  const submit = useSubmit();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const request = {
      webTitle: form.webTitle,
      closed: form.closed,
      theme: Number(form.theme),
      telegram: form.telegram.trim(),
      logo: form.logo.trim(),
      socialShare: form.socialShare.trim(),
    };
    const parsed = v.safeParse(settingUpdateSchema, request);
    if (!parsed.success) return submit.setFormError(codeOf(parsed.issues));
    void submit.run(async () => {
      const saved = await updateSettings(request);
      rememberWebSetting(saved);
      setSettings(saved);
      setSaved(true);
    });
  };

  return (
    <form className={styles.box} onSubmit={onSubmit} noValidate data-testid="admin-settings">
      <label className={styles.field}>
        <FormattedMessage id="admin.webTitle" />
        <input
          name="webTitle"
          value={form.webTitle}
          onChange={(event) => setForm({ ...form, webTitle: event.target.value })}
        />
      </label>
      <label className={styles.field}>
        <FormattedMessage id="admin.telegram" />
        <input
          name="telegram"
          value={form.telegram}
          onChange={(event) => setForm({ ...form, telegram: event.target.value })}
        />
      </label>
      <SiteImageField
        name="logo"
        label="admin.logo"
        value={form.logo}
        onChange={(logo) => setForm({ ...form, logo })}
      />
      <SiteImageField
        name="socialShare"
        label="admin.socialShare"
        value={form.socialShare}
        onChange={(socialShare) => setForm({ ...form, socialShare })}
      />
      <label className={styles.field}>
        <FormattedMessage id="admin.theme" />
        <input
          name="theme"
          type="number"
          min={1}
          max={19}
          value={form.theme}
          onChange={(event) => setForm({ ...form, theme: event.target.value })}
        />
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="closed"
          checked={form.closed}
          onChange={(event) => setForm({ ...form, closed: event.target.checked })}
        />
        <FormattedMessage id="admin.closedFlag" />
      </label>
      <SaveFooter error={submit.formError} saved={saved} busy={submit.busy} />
    </form>
  );
}

/**
 * A site image (logo, share image): its address, or a file uploaded as a public site image
 * (an admin's upload is served at /uploads/img/...), with a preview.
 */
function SiteImageField({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: 'admin.logo' | 'admin.socialShare';
  value: string;
  onChange: (url: string) => void;
}) {
  const upload = useSubmit();
  return (
    <div className={styles.field}>
      <label className={styles.field}>
        <FormattedMessage id={label} />
        <input name={name} value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
      <input
        type="file"
        name={`${name}File`}
        accept="image/jpeg,image/png"
        aria-label={label}
        disabled={upload.busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload.run(async () => onChange((await uploadSiteImage(file)).url));
        }}
      />
      <FormError code={upload.formError} />
      {value && <img src={value} alt="" className={styles.preview} />}
    </div>
  );
}
