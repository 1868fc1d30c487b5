import { mdiCheckCircle } from '@mdi/js';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import formStyles from '../../../components/Form.module.css';
import { Icon } from '../../../components/Icon';
import type { MessageId } from '../../../lib/intl';
import styles from './AuthPage.module.css';

/** The end of registration or recovery: a check mark, a title, a line and one action. */
export function SuccessCard({
  title,
  body,
  action,
}: {
  title: MessageId;
  body: MessageId;
  action: ReactNode;
}) {
  return (
    <div className={formStyles.success} data-testid="success-card" role="status">
      <Icon path={mdiCheckCircle} size={64} />
      <h2>
        <FormattedMessage id={title} />
      </h2>
      <p>
        <FormattedMessage id={body} />
      </p>
      {action}
    </div>
  );
}

/** Which of `count` steps is current, as a row of bars. */
export function StepBar({ step, count }: { step: number; count: number }) {
  return (
    <div className={styles.steps} aria-hidden="true" data-step={step}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={index <= step ? styles.done : undefined} />
      ))}
    </div>
  );
}
