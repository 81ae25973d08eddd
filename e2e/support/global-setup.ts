export { default } from '../../apps/server/test/global-setup';
