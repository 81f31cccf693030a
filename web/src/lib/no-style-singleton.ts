/**
 * Stands in for the `react-style-singleton` package in every build (vite.config.ts). Radix's
 * dialogs lock the page's scroll with `react-remove-scroll`, which writes its rules into a
 * <style> element made at run time; the CSP refuses it (styles are ours by hash or file), so the
 * browser logged a violation and the lock had no CSS. The lock's rules live in styles.css instead,
 * keyed on the `data-scroll-locked` attribute the library still sets on <body>
 * (docs/decisions/0049-scroll-lock-without-injected-styles.md).
 */
const Nothing = () => null;

export const styleSingleton = () => Nothing;
export const styleHookSingleton = () => () => {};
export const stylesheetSingleton = () => ({ add() {}, remove() {} });
