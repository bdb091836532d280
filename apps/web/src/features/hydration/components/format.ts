export { formatVolume } from '@prato/core/domain/hydration';
