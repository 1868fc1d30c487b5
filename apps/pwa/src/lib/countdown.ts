import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (epoch ms), never negative. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** "m:ss" for a countdown, e.g. 75 → "1:15", 9 → "0:09". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Seconds from a `resendIn` answer or field (a number or a numeric string); 0 when unreadable. */
export function readSeconds(value: unknown): number {
  const seconds = typeof value === 'string' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : 0;
}

/**
 * A countdown that ticks every second, from `initialSeconds`: `start(seconds)` restarts it, `left`
 * is what remains.
 * Based on a deadline, not on counting ticks, so a throttled background tab stays right.
 */
export function useCountdown(initialSeconds = 0): {
  left: number;
  start: (seconds: number) => void;
} {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(until, now);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  return {
    left,
    start: (seconds: number) => {
      const at = Date.now();
      setNow(at);
      setUntil(at + seconds * 1000);
    },
  };
}
