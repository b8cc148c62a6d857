/** The dashboards' rules (issue 33 scope 5): the range, churn, monthly recurring revenue, revenue kinds. */
export * from './range';
export * from './churn';
export * from './mrr';
export * from './revenue';
export * from './rollup';
