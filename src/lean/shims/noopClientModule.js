// Replaces theme-classic's eager Prism client module: highlighting loads with
// the code block component instead (src/theme/CodeBlock).
export {};
