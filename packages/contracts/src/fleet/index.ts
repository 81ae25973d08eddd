export * from './filter-wear';
export * from './air-quality';
export * from './health-score';
export * from './quota-projection';
