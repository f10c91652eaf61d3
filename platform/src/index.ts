export * from './booking';
export * from './config';
export * from './forms';
export * from './i18n';
export * from './lazy';
export * from './leadForm';
export * from './serverRender';
export * from './toasts';
