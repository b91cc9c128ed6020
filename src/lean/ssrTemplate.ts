/**
 * The HTML shell of every page (the fence's `template` part). Differs from Docusaurus's default in one way: the
 * application scripts are not in <head> (`defer`) but started by a small script at the end of <body>, only after
 * the first frame is painted, so the server-rendered page appears before the JavaScript (hundreds of milliseconds
 * on a phone) runs. Hidden tabs start the scripts at once.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>
      (function () {
        var scripts = <%~ JSON.stringify(it.scripts.map(function (s) { return it.baseUrl + s; })) %>;
        function run() {
          scripts.forEach(function (src) {
            var el = document.createElement('script');
            el.src = src;
            el.async = false;
            document.body.appendChild(el);
          });
        }
        if (document.visibilityState === 'hidden') run();
        else requestAnimationFrame(function () { setTimeout(run, 0); });
      })();
    </script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
