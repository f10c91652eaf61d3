export * from './booking';
export * from './config';
export * from './forms';
export * from './i18n';
export * from './lazy';
export * from './leadSubmit';
export * from './serverRender';
export * from './toasts';
