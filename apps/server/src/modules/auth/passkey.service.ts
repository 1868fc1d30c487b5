import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@lottery/contracts';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { CurrentMember } from '../../common/session/current-member.js';
import { SessionService } from '../../common/session/session.service.js';
import type { RequestClient } from '../../common/session/sign-in-client.js';
import { StepUpProofs } from '../../common/session/step-up-proofs.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { MemberRepository } from './member.repository.js';
import { PasswordHasher } from './password-hasher.js';
import {
  PasskeyRepository,
  type ChallengePurpose,
  type StoredPasskey,
} from './passkey.repository.js';

/** A challenge is answered within this long (a person with a phone, not a script). */
export const CHALLENGE_SECONDS = 5 * 60;

/** Where the browser must be: the configured origin, or (outside production) the request's. */
export interface RelyingParty {
  origin: string;
  rpId: string;
}

export interface PasskeyAnswer {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const answerOf = (passkey: StoredPasskey): PasskeyAnswer => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: new Date(passkey.createdAt).toISOString(),
  lastUsedAt: passkey.lastUsedAt && new Date(passkey.lastUsedAt).toISOString(),
});

/** The challenge the browser signed, read from its client data (checked again by the library). */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string {
  try {
    const json = Buffer.from(String(response.response?.clientDataJSON), 'base64url').toString();
    const challenge = (JSON.parse(json) as { challenge?: unknown }).challenge;
    if (typeof challenge === 'string' && challenge) return challenge;
  } catch {
    // falls through: not a WebAuthn answer
  }
  throw new AppError(ErrorCode.PasskeyRefused);
}

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): a signed-in member registers them, names and
 * removes them; anyone signs in with one (the session starts as a password sign-in's does); a
 * signed-in member confirms with one for a short-lived step-up proof that a withdrawal or a bank
 * change uses instead of an SMS code. Every challenge is single use and expires; every assertion
 * must raise the passkey's counter.
 */
@Injectable()
export class PasskeyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passkeys: PasskeyRepository,
    private readonly members: MemberRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly proofs: StepUpProofs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The configured party; outside production, the request's own origin when none is set. */
  party(requestOrigin: { protocol: string; host: string | undefined }): RelyingParty {
    const { webauthnOrigin, webauthnRpId } = this.config;
    if (webauthnOrigin && webauthnRpId) return { origin: webauthnOrigin, rpId: webauthnRpId };
    if (this.config.nodeEnv === 'production' || !requestOrigin.host) {
      throw new AppError(ErrorCode.PasskeysNotConfigured);
    }
    const origin = `${requestOrigin.protocol}://${requestOrigin.host}`;
    return { origin, rpId: new URL(origin).hostname };
  }

  async list(member: CurrentMember): Promise<PasskeyAnswer[]> {
    return (await this.passkeys.list(this.dataSource.manager, member.id)).map(answerOf);
  }

  async registrationOptions(member: CurrentMember, party: RelyingParty) {
    const manager = this.dataSource.manager;
    const current = await this.members.findById(manager, member.id);
    if (!current) throw new AppError(ErrorCode.Unauthorized);
    const existing = await this.passkeys.list(manager, member.id);
    const options = await generateRegistrationOptions({
      rpName: 'Lottery shop',
      rpID: party.rpId,
      userName: current.username,
      userDisplayName: current.name || current.username,
      userID: new TextEncoder().encode(`member-${member.id}`),
      attestationType: 'none',
      // A passkey the phone keeps (discoverable): signing in needs no phone number typed.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transports as AuthenticatorTransport[],
      })),
    });
    await this.saveChallenge(manager, options.challenge, 'register', member);
    return options;
  }

  async register(
    member: CurrentMember,
    party: RelyingParty,
    name: string,
    response: RegistrationResponseJSON,
  ): Promise<PasskeyAnswer[]> {
    await this.dataSource.transaction(async (manager) => {
      const expectedChallenge = await this.takeChallenge(response, 'register', member);
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge,
        expectedOrigin: party.origin,
        expectedRPID: party.rpId,
        requireUserVerification: false,
      }).catch(() => undefined);
      if (!verification?.verified) throw new AppError(ErrorCode.PasskeyRefused);
      const { credential } = verification.registrationInfo;
      if (await this.passkeys.byCredentialId(manager, credential.id)) {
        throw new AppError(ErrorCode.PasskeyRefused);
      }
      await this.passkeys.insert(manager, {
        memberId: member.id,
        credentialId: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      });
    });
    return this.list(member);
  }

  async rename(member: CurrentMember, id: string, name: string): Promise<PasskeyAnswer[]> {
    if (!(await this.passkeys.rename(this.dataSource.manager, member.id, id, name))) {
      throw new AppError(ErrorCode.PasskeyNotFound);
    }
    return this.list(member);
  }

  /** Removing one needs the password, or a step-up proof from a passkey a moment ago. */
  async remove(
    member: CurrentMember,
    id: string,
    proof: { password?: string; stepUpToken?: string },
  ): Promise<PasskeyAnswer[]> {
    const manager = this.dataSource.manager;
    if (!proof.stepUpToken) {
      const hash = await this.members.passwordHash(manager, member.id);
      if (!hash || !proof.password || !(await this.hasher.verify(hash, proof.password))) {
        throw new AppError(ErrorCode.CurrentPasswordWrong);
      }
    }
    await this.dataSource.transaction(async (tx) => {
      if (proof.stepUpToken && !(await this.proofs.consume(tx, member.id, proof.stepUpToken))) {
        throw new AppError(ErrorCode.PasskeyStepUpRequired);
      }
      if (!(await this.passkeys.remove(tx, member.id, id))) {
        throw new AppError(ErrorCode.PasskeyNotFound);
      }
    });
    return this.list(member);
  }

  /** Sign-in options: no credential listed, the phone offers the passkeys it keeps for the shop. */
  async signInOptions(agentId: string, party: RelyingParty) {
    const options = await generateAuthenticationOptions({
      rpID: party.rpId,
      userVerification: 'preferred',
    });
    await this.saveChallenge(this.dataSource.manager, options.challenge, 'sign-in', { agentId });
    return options;
  }

  /** A verified passkey starts the member's session through SessionService.start, as a password does. */
  async signIn(
    agentId: string,
    party: RelyingParty,
    response: AuthenticationResponseJSON,
    client: RequestClient,
  ): Promise<{ token: string }> {
    const token = await this.dataSource.transaction(async (manager) => {
      const passkey = await this.assert(manager, party, response, 'sign-in', { agentId });
      if ((await this.members.lock(manager, passkey.memberId)).locked) {
        throw new AppError(ErrorCode.AccountLocked);
      }
      return this.sessions.start(manager, passkey.memberId, client);
    });
    return { token };
  }

  async stepUpOptions(member: CurrentMember, party: RelyingParty) {
    const manager = this.dataSource.manager;
    const own = await this.passkeys.list(manager, member.id);
    if (own.length === 0) throw new AppError(ErrorCode.PasskeyNotFound);
    const options = await generateAuthenticationOptions({
      rpID: party.rpId,
      userVerification: 'preferred',
      allowCredentials: own.map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transports as AuthenticatorTransport[],
      })),
    });
    await this.saveChallenge(manager, options.challenge, 'step-up', member);
    return options;
  }

  /** A passkey of this member, verified now: a proof for one withdrawal or bank change. */
  async stepUp(
    member: CurrentMember,
    party: RelyingParty,
    response: AuthenticationResponseJSON,
  ): Promise<{ stepUpToken: string; expiresIn: number }> {
    return this.dataSource.transaction(async (manager) => {
      await this.assert(manager, party, response, 'step-up', member);
      const stepUpToken = await this.proofs.issue(manager, member.id);
      return { stepUpToken, expiresIn: CHALLENGE_SECONDS };
    });
  }

  /**
   * Checks an assertion: its challenge (used up here, so a replay finds none), a passkey of the
   * shop (and of the member, for a step-up), the signature, and a counter that went up; records
   * the use only if no other use of the passkey got in first.
   */
  private async assert(
    manager: EntityManager,
    party: RelyingParty,
    response: AuthenticationResponseJSON,
    purpose: ChallengePurpose,
    who: { agentId: string; id?: string },
  ): Promise<StoredPasskey> {
    const expectedChallenge = await this.takeChallenge(response, purpose, who);
    const passkey = await this.passkeys.byCredentialId(manager, String(response.id));
    if (
      !passkey ||
      passkey.agentId !== who.agentId ||
      (who.id !== undefined && passkey.memberId !== who.id)
    ) {
      throw new AppError(ErrorCode.PasskeyNotRecognised);
    }
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    }).catch(() => undefined);
    if (!verification?.verified) throw new AppError(ErrorCode.PasskeyRefused);
    const { newCounter } = verification.authenticationInfo;
    if (!(await this.passkeys.recordUse(manager, passkey.id, passkey.counter, newCounter))) {
      throw new AppError(ErrorCode.PasskeyRefused);
    }
    return passkey;
  }

  private saveChallenge(
    manager: EntityManager,
    value: string,
    purpose: ChallengePurpose,
    who: { agentId: string; id?: string },
  ): Promise<void> {
    return this.passkeys.saveChallenge(
      manager,
      { value, purpose, agentId: who.agentId, memberId: who.id },
      CHALLENGE_SECONDS,
    );
  }

  /**
   * Uses up the challenge the answer signed, committed even when the answer is then refused:
   * a challenge is never tried twice.
   */
  private async takeChallenge(
    response: { response?: { clientDataJSON?: unknown } },
    purpose: ChallengePurpose,
    who: { agentId: string; id?: string },
  ): Promise<string> {
    const value = challengeOf(response);
    const taken = await this.passkeys.takeChallenge(this.dataSource.manager, {
      value,
      purpose,
      agentId: who.agentId,
      memberId: who.id,
    });
    if (!taken) throw new AppError(ErrorCode.PasskeyChallengeExpired);
    return value;
  }
}
