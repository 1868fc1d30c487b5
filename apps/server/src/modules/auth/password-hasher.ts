import { hash, verify } from '@node-rs/argon2';
import { Injectable } from '@nestjs/common';

/** argon2id (the library's default algorithm) with its default cost. One place, so tests can count. */
@Injectable()
export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password);
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return verify(passwordHash, password);
  }

  /** Same work as a real check, for an unknown phone: timing does not tell who is a member. */
  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= hash('not-a-real-password-1');
    await verify(await this.dummy, password);
    return false;
  }
}
