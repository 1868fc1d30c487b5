// The messaging bot's API shapes: the profile's chat section and number alerts.
import { ErrorCode } from './errors.js';
import { idRule, textRule } from './rules.js';

/** A number alert's pattern: all six digits, the first 3, the last 3 or the last 2. */
export const alertKinds = ['six', 'first3', 'last3', 'last2'] as const;
export type AlertKind = (typeof alertKinds)[number];

/** How many digits each pattern takes. */
export const alertDigits: Record<AlertKind, number> = { six: 6, first3: 3, last3: 3, last2: 2 };

/** Alerts one member may keep; more are refused (7102). */
export const maxAlertsPerMember = 10;

export const botRules = {
  /** 2 to 6 digits; their count must match the pattern (checked with the kind: 7103). */
  alertDigits: textRule({
    missing: ErrorCode.InvalidAlertPattern,
    invalid: ErrorCode.InvalidAlertPattern,
    max: 6,
    checks: [/^\d{2,6}$/],
    example: '123',
  }),
  alertId: idRule(ErrorCode.AlertNotFound),
};

export function alertPatternValid(kind: AlertKind, digits: string): boolean {
  return new RegExp(`^\\d{${alertDigits[kind]}}$`).test(digits);
}

export interface NumberAlertItem {
  id: string;
  kind: AlertKind;
  digits: string;
  createdAt: string;
}

/** The profile's chat section: is the bot on, is a chat linked. */
export interface BotChatStatus {
  /** The bot's username (t.me/<bot>). */
  bot: string;
  /** False: the shop runs no bot (no token); linking answers 7101. */
  enabled: boolean;
  linked: boolean;
  linkedAt: string | null;
}

/** A one-time link that links the member's chat when opened in Telegram. */
export interface BotLink {
  link: string;
  expiresAt: string;
}
