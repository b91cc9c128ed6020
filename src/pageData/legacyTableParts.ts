/** The legacy list's (sub)sections in page order. No imports but types: the Deployed Contracts page loads it in the browser. */
import type { LegacySection, LegacySubsection } from './legacyBook';

/** Every block of the list with its (sub)section, in page order. */
export function legacyParts(sections: readonly LegacySection[]): LegacySubsection[] {
  return sections.flatMap((s) => [s, ...s.subsections]);
}
