/** Where a private upload is fetched (with the member's session); the PWA stores this URL. */
export const privateUploadPrefix = '/api/customer/upload/';

const privateName = /^[0-9a-f-]{36}\.(jpg|png)$/;

export function privateUploadUrl(name: string): string {
  return `${privateUploadPrefix}${name}`;
}

/** A name this shop could have given a private upload (a uuid and an image extension). */
export function isPrivateUploadName(name: string): boolean {
  return privateName.test(name);
}

/** The stored name a private upload URL points at, or null when it is not one. */
export function privateUploadName(url: string): string | null {
  if (!url.startsWith(privateUploadPrefix)) return null;
  const name = url.slice(privateUploadPrefix.length);
  return isPrivateUploadName(name) ? name : null;
}
