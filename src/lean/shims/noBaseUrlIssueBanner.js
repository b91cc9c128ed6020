// Replaces core's BaseUrlIssueBanner (a warning for sites deployed under the wrong baseUrl, drawn on the home page
// only): this site's baseUrl is '/', the option is off in docusaurus.config.ts, and its code need not ship.
export default function NoBaseUrlIssueBanner() {
  return null;
}
