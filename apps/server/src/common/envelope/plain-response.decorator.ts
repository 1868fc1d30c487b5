import { SetMetadata } from '@nestjs/common';

export const PLAIN_RESPONSE = 'plainResponse';

/** The handler's answer is sent as is, without the envelope (e.g. /healthz for probes). */
export const PlainResponse = () => SetMetadata(PLAIN_RESPONSE, true);
