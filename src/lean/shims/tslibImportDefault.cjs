// The one tslib helper @docusaurus/utils-common's client code calls (src/lean/bundlerChanges.test.ts checks
// that it calls no other). Its `require("tslib")` would otherwise pull all of tslib (about 4 KB gzip) into
// every page's main bundle: a CommonJS require of tslib's ES module cannot be tree-shaken.
'use strict';

exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : { default: mod };
};
