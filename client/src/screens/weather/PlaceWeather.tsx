import { graphql, useFragment } from 'react-relay';
import type { PlaceWeather_place$key } from '../../__generated__/PlaceWeather_place.graphql';
import { Content } from '../../widgets/Content';
import { ConditionIcon } from './conditions';
import './weather.css';

/** A scenic area's weather today, one line of its detail (nothing for other places or when unknown). */
export function PlaceWeather({ place }: { place: PlaceWeather_place$key }) {
  const data = useFragment(
    graphql`
      fragment PlaceWeather_place on Place {
        ... on ScenicArea {
          weather {
            condition
            text
            high
            low
          }
        }
      }
    `,
    place,
  );
  const w = data.weather;
  if (!w) return null;
  return (
    <p className="place-weather" data-testid="place-weather">
      <ConditionIcon condition={w.condition} size={16} />
      <Content>{w.text}</Content>
      <span className="place-weather__temp">
        {w.low}~{w.high}°C
      </span>
    </p>
  );
}
