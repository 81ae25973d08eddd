/** The shared IoT rules and shapes (packages/contracts/src/iot), as the adapters import them. */
export * from '@app/contracts';
