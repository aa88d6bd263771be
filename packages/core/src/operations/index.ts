// The operations domain's entry: all that other folders may import from it (docs/decisions/133-domains-as-modules.md).
export {
  createOperationsReadings,
  type OperationsReading,
  type OperationsReadings,
} from './operations-readings.ts';
