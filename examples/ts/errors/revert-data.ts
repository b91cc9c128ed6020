// Get the raw revert data out of a failed simulation, to look it up in the errors reference
// or paste into the decoder (/decode?data=0x…).
import { BaseError, ContractFunctionRevertedError, RawContractError, type Abi, type Address, type Hex, type PublicClient } from 'viem';

/** The revert data carried by an error viem threw, if any: `0x` + selector + arguments. */
export function revertDataOf(error: unknown): Hex | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  if (reverted instanceof ContractFunctionRevertedError && reverted.raw) return reverted.raw;
  const raw = error.walk((e) => e instanceof RawContractError);
  if (raw instanceof RawContractError && typeof raw.data === 'string') return raw.data;
  return undefined;
}

/** Simulates a call; on revert, returns the revert data and a decoder link instead of throwing. */
export async function simulateOrExplain(
  client: PublicClient,
  call: { address: Address; abi: Abi; functionName: string; args: readonly unknown[]; account: Address },
  site = 'https://dev.gearbox.fi',
): Promise<{ ok: true } | { ok: false; data: Hex | undefined; decoderUrl: string | undefined }> {
  try {
    await client.simulateContract(call);
    return { ok: true };
  } catch (error) {
    const data = revertDataOf(error);
    return { ok: false, data, decoderUrl: data ? `${site}/decode?data=${data}` : undefined };
  }
}
