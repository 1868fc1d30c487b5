// CPU per checkout body in the global validation pipe: the full check (class-transformer and
// class-validator) against the pipe as served (the checkout's plainest bodies checked at once,
// dto/checkout.dto.ts plainCheckoutBody). In-process, so it does not follow the host's load as a
// bench under load does. Build the server first.
//   node bench/checkout-body-check.mjs
import 'reflect-metadata';
import { RequestValidationPipe } from '../dist/common/validation/validation.pipe.js';
import { CheckoutDto } from '../dist/modules/transaction/dto/checkout.dto.js';

const RUNS = 100_000;
const metadata = { type: 'body', metatype: CheckoutDto };
// The bench's body: one sheet of one of 4,000 numbers.
const body = () => ({
  products: [{ productId: String(1000 + Math.floor(Math.random() * 4000)), qty: 1 }],
});

for (const [name, pipe] of [
  ['full check', new RequestValidationPipe(false)],
  ['as served', new RequestValidationPipe()],
]) {
  for (let i = 0; i < RUNS / 5; i++) await pipe.transform(body(), metadata); // warm-up (JIT)
  const before = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) await pipe.transform(body(), metadata);
  const used = process.cpuUsage(before);
  console.log(`${name}: ${((used.user + used.system) / RUNS).toFixed(2)} us of CPU per body`);
}
