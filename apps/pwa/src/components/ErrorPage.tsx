import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { isChunkLoadError, reloadAfterChunkFailure } from '../lib/chunk-reload';
import { FormattedMessage } from 'react-intl';
import { usePageTitle } from '../lib/page-title';
import { Logo } from './Logo';
import styles from './ErrorPage.module.css';

/** The not-found page (status 404) and the page shown when a whole page fails. */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  usePageTitle(notFound ? 'page.notFound' : 'page.error');
  return (
    <main className={styles.page}>
      <Logo size={72} />
      <h1>
        <FormattedMessage id={notFound ? 'notFound.title404' : 'notFound.titleError'} />
      </h1>
      <p>
        <FormattedMessage id={notFound ? 'notFound.text' : 'notFound.errorText'} />
      </p>
      <Link to="/" className="btn btn-primary">
        <FormattedMessage id="notFound.home" />
      </Link>
    </main>
  );
}

/** A part of a page failed: a short message, the rest of the layout stays usable. */
export function NestedError({ error }: ErrorComponentProps) {
  // A route chunk of an older deploy is gone: reload (at most once a minute) to get the new one.
  if (isChunkLoadError(error)) reloadAfterChunkFailure();
  return (
    <div className={styles.nested} role="alert">
      <p>
        <FormattedMessage id="nestedError.text" />
      </p>
      <Link to="/">
        <FormattedMessage id="notFound.home" />
      </Link>
    </div>
  );
}
