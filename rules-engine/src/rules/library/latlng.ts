// latlng values and the `latlng.*` namespace.
import type { ValueOf } from '../values.js';
import { error, float, isError, toNumber } from '../values.js';
import { argument, builtin, type BuiltinTable } from './signature.js';

const EARTH_RADIUS_METERS = 6_371_000;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

export const latlngMethods: BuiltinTable<ValueOf<'latlng'>> = {
  latitude: builtin(0, (p) => float(p.lat)),
  longitude: builtin(0, (p) => float(p.lng)),
  distance: builtin(1, (p, [arg]) => {
    const other = argument('latlng.distance', arg, 'latlng');
    if (isError(other)) return other;
    const dLat = radians(other.lat - p.lat);
    const dLng = radians(other.lng - p.lng);
    const a =
      Math.sin(dLat / 2) ** 2 +
      Math.cos(radians(p.lat)) * Math.cos(radians(other.lat)) * Math.sin(dLng / 2) ** 2;
    return float(2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(a)));
  }),
};

export const latlngNamespace: BuiltinTable = {
  value: builtin(2, (_, [latArg, lngArg]) => {
    const lat = argument('latlng.value', latArg, 'int', 'float');
    if (isError(lat)) return lat;
    const lng = argument('latlng.value', lngArg, 'int', 'float');
    if (isError(lng)) return lng;
    const [y, x] = [toNumber(lat), toNumber(lng)];
    if (y < -90 || y > 90 || x < -180 || x > 180)
      return error('latlng.value: coordinates out of range.');
    return { kind: 'latlng', lat: y, lng: x };
  }),
};
