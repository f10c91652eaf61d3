export const common = { loading: 'Loading…' };
