/**
 * The shared IoT rules and shapes of packages/contracts/src/iot. Imported by relative path until
 * contracts' index exports them; then this file becomes `export * from '@app/contracts'`.
 */
export * from '../../../../../packages/contracts/src/iot';
