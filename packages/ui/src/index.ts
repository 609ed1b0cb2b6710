export * from './theme';
export * from './components/Spinner';
export * from './components/Button';
export * from './components/Alert';
