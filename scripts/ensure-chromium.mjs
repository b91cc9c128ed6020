// Makes sure Debian's Chromium is installed for the browser tests: installs it
// with apt-get when it is missing (as root), or stops with a clear message.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { CHROMIUM_PATH } from './chromium.mjs';

if (!existsSync(CHROMIUM_PATH)) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    console.error(`Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM_PATH}: installing Debian's chromium package…`);
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } catch {
    console.error('Installing chromium with apt-get failed; install it by hand (apt-get install -y chromium) and run the tests again.');
    process.exit(1);
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing. Set CHROMIUM_PATH to your Chromium binary.`);
    process.exit(1);
  }
}
