/**
 * A distance is printed in metres with two decimals under 1000 m, else kilometres with two decimals;
 * French sites use a comma as decimal separator. `856.25m`, `12.40km`, `12,40km`.
 */
export function distanceText(meters: number, french: boolean): string {
  const roundedMeters = Math.round(meters * 100) / 100;
  const textValue = roundedMeters < 1000 ? `${roundedMeters.toFixed(2)}m` : `${(meters / 1000).toFixed(2)}km`;
  return french ? textValue.replace('.', ',') : textValue;
}
