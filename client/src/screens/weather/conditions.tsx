import { Cloud, CloudDrizzle, CloudRain, CloudSnow, CloudSun, Cloudy, Sun, type LucideIcon } from 'lucide-react';

/** The icon of each sky the graph names (WeatherCondition). */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  SUNNY: Sun,
  CLOUDY: CloudSun,
  OVERCAST: Cloudy,
  SHOWERS: CloudDrizzle,
  LIGHT_RAIN: CloudDrizzle,
  RAIN: CloudRain,
  SNOW: CloudSnow,
};

export function ConditionIcon({ condition, size = 18 }: { condition: string; size?: number }) {
  const Icon = ICONS[condition] ?? Cloud;
  return <Icon aria-hidden size={size} className="weather-icon" />;
}
