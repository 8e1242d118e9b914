// The federation async boundary of the standalone page: shared modules load before it runs.
void import('./standalone')
