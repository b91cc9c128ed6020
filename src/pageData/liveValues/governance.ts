/**
 * The numbers of docs/how-to/watch-governance.mdx: how long the controller timelock holds a change (a policy's
 * delay, the earliest end of an LT ramp queued now), and a queued LT cut seen from a single-collateral account
 * (inputs token, healthFactor in bps, ltDrop in bps).
 */
import { bpsToPercent, formatDuration } from '../../domain/data/format';
import { governancePath, withAnchor } from '../../domain/data/paths';
import { earliestRampEnd as rampEnd, healthFactorAfterLtChange, MIN_LT_RAMP_DURATION } from '../../domain/protocol/ltRamp';
import type { LiveValue } from '../citations';
import { bpsInput, hfText, quotaOf } from './inputs';
import type { CreditManagerSubject, PolicySubject } from './subject';
import { SECTION } from '../state/sections';

export function policyDelay({ net, delays }: PolicySubject): LiveValue {
  const text = delays.length === 1 ? formatDuration(delays[0] ?? 0) : `${formatDuration(delays[0] ?? 0)} to ${formatDuration(delays[delays.length - 1] ?? 0)}, depending on the policy`;
  return { text, raw: delays.map((d) => `${d} s`).join(', '), href: governancePath(net, SECTION.governance.timelockPolicies) };
}

/** A ramp queued now starts no earlier than the delay and lasts at least MIN_LT_RAMP_DURATION. */
export function earliestRampEnd({ net, name, delays, fail }: PolicySubject): LiveValue {
  if (name !== 'TOKEN_LT') return fail('earliestRampEnd only applies to the TOKEN_LT policy');
  const shortest = delays[0] ?? 0;
  return { text: formatDuration(rampEnd(0, shortest)), raw: `${shortest} s + ${MIN_LT_RAMP_DURATION} s`, href: governancePath(net, SECTION.governance.timelockPolicies) };
}

function ltCut(s: CreditManagerSubject) {
  const { lt } = quotaOf(s);
  const drop = bpsInput(s, 'ltDrop');
  if (drop >= lt) s.fail(`ltDrop ${drop} must be below the current LT ${lt}`);
  return { lt, drop, newLt: lt - drop };
}

export function rampedLT(s: CreditManagerSubject): LiveValue {
  const { lt, drop, newLt } = ltCut(s);
  return { text: bpsToPercent(newLt), raw: `${lt} − ${drop} bps`, href: withAnchor(s.href, SECTION.creditManager.collateralTokens) };
}

export function rampedHealthFactor(s: CreditManagerSubject): LiveValue {
  const { lt, newLt } = ltCut(s);
  const hf = bpsInput(s, 'healthFactor');
  const after = healthFactorAfterLtChange(hf, lt, newLt);
  return { text: hfText(after), raw: `${hf} × ${newLt} / ${lt} = ${after} bps`, href: withAnchor(s.href, SECTION.creditManager.collateralTokens) };
}
