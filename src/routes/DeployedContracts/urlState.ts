/**
 * The URL's state (`?network=…&q=…&all=1`, or a table's anchor) applied before the first paint.
 *
 * The server renders the default tab and no filter. A tiny inline script, placed in the page right after the
 * filter box and before the tables, reads the URL as the page is parsed: it fills the box and the "All networks"
 * switch, and adds a style that shows the URL's tab (or every tab) until React has hydrated and the tabs' own
 * attributes say the same (state.tsx then removes the style). So `/?network=optimism` never paints Mainnet first.
 * Without JavaScript, a <noscript> style shows every network's tables and hides the controls that need scripts.
 *
 * The script repeats `readUrl` + `tabOfHash` (state.tsx, store.ts) in plain ES5; tests/unit/urlState.test.ts runs
 * both on the same URLs.
 */
import type { PageTabSpec } from './store';

export const FILTER_ID = 'contract-filter';
export const ALL_ID = 'contract-filter-all';
export const TABS_ID = 'network-tabs';
/** Set on <html> by the script; state.tsx removes it with the style once React holds the state. */
export const URL_STATE_ATTR = 'data-url-state';
export const URL_STATE_STYLE = 'url-state-style';

/** The URL's tab and "all" as the script reads them (the same rules as state.tsx's readUrl). */
export function scriptSource(tabs: readonly PageTabSpec[]): string {
  const spec = JSON.stringify(tabs.map((t) => [t.value, `${t.anchorPrefix}-`]));
  return `(function(){try{
var T=${spec},F=T[0][0],d=document,r=d.documentElement,l=window.location,p=new URLSearchParams(l.search),h=l.hash.slice(1),i,n,c='';
try{h=decodeURIComponent(h)}catch(e){}
n=p.get('network');
if(n===null){for(i=0;i<T.length;i++)if(h===T[i][0]){n=T[i][0];break}}
if(n===null){for(i=0;i<T.length;i++)if(h.indexOf(T[i][1])===0){n=T[i][0];break}}
if(!T.some(function(t){return t[0]===n}))n=F;
var q=p.get('q')||'',all=p.get('all')==='1',b=d.getElementById(${JSON.stringify(FILTER_ID)}),x=d.getElementById(${JSON.stringify(ALL_ID)});
r.setAttribute(${JSON.stringify(URL_STATE_ATTR)},n);
if(b&&q)b.value=q;
if(x&&all)x.checked=true;
var P='#${TABS_ID}>[role=tabpanel]',A='{color:var(--ifm-color-primary)!important;border-bottom-color:var(--ifm-color-primary)!important}',N='{color:var(--ifm-font-color-base)!important;border-bottom-color:transparent!important}';
if(all)c=P+'[hidden]{display:block!important}#${TABS_ID}>[role=tablist]{display:none!important}';
else if(n!==F)c=P+'{display:none!important}#${TABS_ID}>#panel-'+n+'{display:block!important}#tab-'+F+N+'#tab-'+n+A;
if(c){var s=d.createElement('style');s.id=${JSON.stringify(URL_STATE_STYLE)};s.textContent=c;d.head.appendChild(s)}
}catch(e){}})();`;
}

/** Without JavaScript: every network's tables, no tabs and no filter (they would do nothing). */
export const NOSCRIPT_STYLE = `<style>#${TABS_ID}>[role=tabpanel][hidden]{display:block!important}#${TABS_ID}>[role=tablist],[data-needs-js]{display:none!important}</style>`;
