/**
 * Checks an address someone pasted. Used by the address lookup (loaded only
 * when the lookup is used, as it pulls in keccak for the checksum).
 */
import { getAddress, isAddress } from 'viem';

export type AddressCheck =
  | { ok: true; address: `0x${string}` }
  | { ok: false; reason: 'empty' | 'not-hex' | 'length' | 'checksum'; message: string };

export function checkAddressInput(input: string): AddressCheck {
  const text = input.trim();
  if (!text) return { ok: false, reason: 'empty', message: 'Paste an address: 0x followed by 40 hexadecimal digits.' };
  const body = text.replace(/^0x/i, '');
  if (!/^[0-9a-fA-F]*$/.test(body)) {
    return { ok: false, reason: 'not-hex', message: `That is not hexadecimal: an address is 0x followed by 40 digits 0–9 and letters a–f (found "${text.length > 50 ? `${text.slice(0, 47)}...` : text}").` };
  }
  if (body.length !== 40) {
    return { ok: false, reason: 'length', message: `An address has 40 hexadecimal digits after 0x; this has ${body.length}.` };
  }
  const candidate = `0x${body}`;
  if (!isAddress(candidate, { strict: true })) {
    return {
      ok: false,
      reason: 'checksum',
      message: `The mix of upper- and lower-case letters does not match the address's EIP-55 checksum: it is probably mistyped. The correctly checksummed form of these digits is ${getAddress(candidate.toLowerCase())}.`,
    };
  }
  return { ok: true, address: getAddress(candidate) };
}
