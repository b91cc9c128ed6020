/**
 * The URL's state (`?network=…&q=…&all=1`, or a table's anchor) applied before the first paint.
 *
 * The server renders the default tab, no filter and a table of contents listing every table. Two small inline
 * scripts apply the URL as the page is parsed:
 * - `scriptSource`, right after the filter box and before the tables: fills the box and the "All networks" switch,
 *   and adds a style that shows the URL's tab (or every tab) and hides the TOC entries of the other tabs; with a
 *   filter it also keeps the tables unpainted until the second script has filtered them.
 * - `filterScriptSource`, right after the tables: hides the rows the filter leaves out, the tables and headings
 *   left empty and their TOC entries, and writes the count line.
 * React hydrates the same HTML and takes over: pageStateContext.tsx reads what the controls hold, removes the styles, and
 * the page draws the same state from its model (tests/e2e/no-surprises.e2e.ts compares the two).
 *
 * No rule is written twice: the scripts embed the source of the page's own functions (`urlState`, `filterTest`,
 * `rowSearchText`, `shownRowText`, `countText`: each self-contained), and read a row's search text from what the row
 * shows (shownRows.ts).
 * Without JavaScript, a <noscript> style shows every network's tables and hides the controls that need scripts.
 */
import { filterTest, rowSearchText } from '../../../pageData/filter';
import { urlState, type PageTabSpec } from './store';
import { shownRowText } from './shownRows';
import { countText } from '../../../pageData/deployedContracts/visibility';

export const FILTER_ID = 'contract-filter';
export const ALL_ID = 'contract-filter-all';
export const COUNT_ID = 'contract-filter-count';
/** The filter's hint: what it matches (the box's description). */
export const HINT_ID = 'contract-filter-hint';
export const TABS_ID = 'network-tabs';
/** Set on <html> by the script; pageStateContext.tsx removes it with the styles once React holds the state. */
export const URL_STATE_ATTR = 'data-url-state';
export const URL_STATE_STYLE = 'url-state-style';
/** Keeps the tables unpainted between the two scripts (only with a filter in the URL). */
export const URL_STATE_WAIT = 'url-state-wait';
/** What the first script leaves for the second: the tab and "all". */
const GLOBAL = '__deployedContractsUrl';

/** A tab for the scripts: value, anchor prefix, name (for the count line). */
export interface ScriptTab extends PageTabSpec {
  name: string;
}
const spec = (tabs: readonly ScriptTab[]) => JSON.stringify(tabs.map((t) => [t.value, t.anchorPrefix, t.name]));
const q = JSON.stringify;

/** A TOC entry's list item, by the id its link points to. */
const TOC_ENTRY = `'.table-of-contents li:has(>a[href="#'+ID+'"])'`;

/** Before the tables: the URL's tab, filter text and "All networks". */
export function scriptSource(tabs: readonly ScriptTab[]): string {
  return `(function(){try{
var T=${spec(tabs)},F=T[0][0],d=document,r=d.documentElement,l=window.location,u=(${urlState.toString()})(T,l.search,l.hash),n=u.selected,all=u.all,c='',h=[],i,ID;
var b=d.getElementById(${q(FILTER_ID)}),x=d.getElementById(${q(ALL_ID)});
r.setAttribute(${q(URL_STATE_ATTR)},n);
if(b&&u.query)b.value=u.query;
if(x&&all)x.checked=true;
window.${GLOBAL}={selected:n,all:all};
var P='#${TABS_ID}>[role=tabpanel]',A='{color:var(--ifm-color-primary)!important;border-bottom-color:var(--ifm-color-primary)!important}',N='{color:var(--ifm-font-color-base)!important;border-bottom-color:transparent!important}';
if(all)c=P+'[hidden]{display:block!important}#${TABS_ID}>[role=tablist]{display:none!important}';
else{if(n!==F)c=P+'{display:none!important}#${TABS_ID}>#panel-'+n+'{display:block!important}#tab-'+F+N+'#tab-'+n+A;
for(i=0;i<T.length;i++)if(T[i][0]!==n){ID=T[i][0];h.push(${TOC_ENTRY})}}
if(h.length)c+=h.join(',')+'{display:none!important}';
var s=d.createElement('style');s.id=${q(URL_STATE_STYLE)};s.textContent=c;d.head.appendChild(s);
if(u.query){s=d.createElement('style');s.id=${q(URL_STATE_WAIT)};s.textContent=P+'{visibility:hidden!important}';d.head.appendChild(s)}
}catch(e){}})();`;
}

/** After the tables: the filter's rows, empty tables and headings hidden, their TOC entries, the count line. */
export function filterScriptSource(tabs: readonly ScriptTab[]): string {
  return `(function(){var d=document,w=window.${GLOBAL},W=d.getElementById(${q(URL_STATE_WAIT)});try{
if(!w)return;
var T=${spec(tabs)},b=d.getElementById(${q(FILTER_ID)}),query=b?b.value.trim():'',t=(${filterTest.toString()})(query),rs=(${rowSearchText.toString()}),rt=(${shownRowText.toString()}),ct=(${countText.toString()});
var scope=[],parts={},heads={},h=[],i,j,k,m,ID;
for(i=0;i<T.length;i++){
var p=d.getElementById('panel-'+T[i][0]);if(!p)continue;
var c={name:T[i][2],shown:0,total:0},sec=null,secs={},els=p.querySelectorAll('h3[id],[data-part]');
for(j=0;j<els.length;j++){
var e=els[j],key=e.getAttribute('data-part');
if(e.tagName==='H3'&&e.id){sec=e.id;if(!(sec in secs))secs[sec]=0}
if(key===null)continue;
if(!(key in parts))parts[key]={n:0,els:[]};
parts[key].els.push(e);
var cut=key.indexOf('#');if(cut>=0&&!(key.slice(0,cut) in heads))heads[key.slice(0,cut)]=0;
if(!e.hasAttribute('data-box'))continue;
var ctx=e.getAttribute('data-ctx')||'',rows=e.querySelectorAll('tbody>tr'),n=0;
for(k=0;k<rows.length;k++){
var tr=rows[k],on=!t||t(rt(tr,ctx,rs));
tr.hidden=!on;if(on)n++;
}
parts[key].n+=n;c.shown+=n;c.total+=rows.length;if(sec!==null)secs[sec]+=n;if(cut>=0)heads[key.slice(0,cut)]+=n;
if(t)e.style.setProperty('--rows',String(n));
}
if(w.all||T[i][0]===w.selected)scope.push(c);
if(t){for(ID in secs)if(!secs[ID])h.push(${TOC_ENTRY});if(!c.shown){ID=T[i][0];h.push(${TOC_ENTRY})}}
}
if(t){for(k in parts)if(!parts[k].n)for(j=0;j<parts[k].els.length;j++)parts[k].els[j].hidden=true;
for(k in heads)if(!heads[k]){var hd=d.getElementById(k);if(hd)hd.hidden=true}}
var s=d.getElementById(${q(URL_STATE_STYLE)});if(s&&h.length)s.textContent+=h.join(',')+'{display:none!important}';
var cl=d.getElementById(${q(COUNT_ID)});if(cl)cl.textContent=ct(scope,query,w.all);
}catch(e){}finally{if(W)W.remove()}})();`;
}

/** Without JavaScript: every network's tables, no tabs and no filter (they would do nothing). */
export const NOSCRIPT_STYLE = `<style>#${TABS_ID}>[role=tabpanel][hidden]{display:block!important}#${TABS_ID}>[role=tablist],[data-needs-js]{display:none!important}</style>`;
