import { ErrorCode } from '@lottery/contracts';
import { useState, type ReactNode } from 'react';
import formStyles from '../../../components/Form.module.css';
import { OtpStep } from '../../../components/OtpStep';
import { PhoneStep } from '../../../components/PhoneStep';
import { errorCodeOf } from '../../../lib/forms';
import type { MessageId } from '../../../lib/intl';
import { StepBar } from './SuccessCard';

type Step =
  | { name: 'phone' }
  | { name: 'otp'; resendIn: number }
  | { name: 'proved'; proof: string }
  | { name: 'done' };

const stepIndex = { phone: 0, otp: 1, proved: 2, done: 3 } as const;

/** What the step after the code gets: the proved phone, and the way on or back. */
export interface PhoneProved {
  phone: string;
  /** The server's proof that the phone is the reader's (registration's or recovery's token). */
  proof: string;
  /** The proof was used: show the `done` card. */
  finish: () => void;
  /**
   * For `useSubmit().run`'s error handler: a proof expired or already used sends the reader back
   * to the phone (where the error shows). False, so the error is shown all the same.
   */
  backIfUnproven: (error: unknown) => boolean;
}

/**
 * The steps registering and recovering a password share: phone → code by SMS → the step the
 * proof unlocks (`children`) → `done`, under one step bar.
 */
export function PhoneProofSteps({
  testId,
  lead,
  send,
  verify,
  error,
  children,
  done,
}: {
  testId: string;
  lead: MessageId;
  send: (phone: string) => Promise<{ resendIn: number }>;
  /** Checks the code; answers the proof the next step sends with. */
  verify: (phone: string, otp: string) => Promise<string>;
  /** The next step's form error, shown on the phone step when it sent the reader back. */
  error: number | null;
  children: (proved: PhoneProved) => ReactNode;
  done: ReactNode;
}) {
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [phone, setPhone] = useState('');

  return (
    <div className={formStyles.form} data-testid={testId}>
      <StepBar step={stepIndex[step.name]} count={4} />
      {step.name === 'phone' && (
        <PhoneStep
          lead={lead}
          phone={phone}
          onPhone={setPhone}
          send={send}
          onSent={(resendIn) => setStep({ name: 'otp', resendIn })}
          error={error}
        />
      )}
      {step.name === 'otp' && (
        <OtpStep
          phone={phone}
          resendIn={step.resendIn}
          resend={() => send(phone)}
          verify={async (otp) => setStep({ name: 'proved', proof: await verify(phone, otp) })}
        />
      )}
      {step.name === 'proved' &&
        children({
          phone,
          proof: step.proof,
          finish: () => setStep({ name: 'done' }),
          backIfUnproven: (failure) => {
            if (errorCodeOf(failure) === ErrorCode.PhoneNotVerified) setStep({ name: 'phone' });
            return false;
          },
        })}
      {step.name === 'done' && done}
    </div>
  );
}
