import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { usePageTitle } from '../../../lib/page-title';
import styles from './AuthPage.module.css';
import { RecoveryForm } from './RecoveryForm';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';

export type AuthTab = 'signin' | 'register' | 'recovery';

/** /auth: sign-in and registration tabs; password recovery from the sign-in form. */
export function AuthPage({ tab, giftCode }: { tab: AuthTab; giftCode?: string | undefined }) {
  usePageTitle(
    tab === 'register'
      ? 'page.register'
      : tab === 'recovery'
        ? 'page.recoveryPassword'
        : 'page.auth',
  );
  return (
    <section className={styles.card}>
      {tab === 'recovery' ? (
        <>
          <h1 className={styles.title}>
            <FormattedMessage id="recovery.title" />
          </h1>
          <RecoveryForm />
          <Link to="/auth" search={{ tab: 'signin' }} className={styles.back}>
            <FormattedMessage id="recovery.backToSignIn" />
          </Link>
        </>
      ) : (
        <>
          <nav className={styles.tabs} role="tablist">
            {(['signin', 'register'] as const).map((name) => (
              <Link
                key={name}
                to="/auth"
                search={{ tab: name, giftCode }}
                role="tab"
                aria-selected={tab === name}
                className={tab === name ? `${styles.tab} ${styles.current}` : styles.tab}
                replace
              >
                <FormattedMessage id={name === 'signin' ? 'auth.signInTab' : 'auth.registerTab'} />
              </Link>
            ))}
          </nav>
          {tab === 'register' ? (
            <RegisterForm giftCode={giftCode} />
          ) : (
            <SignInForm giftCode={giftCode} />
          )}
        </>
      )}
    </section>
  );
}
