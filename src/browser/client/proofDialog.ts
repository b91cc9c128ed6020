/**
 * "Check it yourself" buttons (`button[data-proof]`, src/browser/components/ProofButton): one delegated listener
 * for the whole site. The first press loads the dialog's code and the row's /addresses/{network}.json;
 * nothing of either is in a page until then.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button[data-proof]');
    if (!(button instanceof HTMLButtonElement) || button.getAttribute('aria-busy') === 'true') return;
    button.setAttribute('aria-busy', 'true');
    void import('./proofDialogView')
      .then((m) => m.openProofDialog(button))
      .finally(() => button.removeAttribute('aria-busy'));
  });
}
